import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { PostCard } from './PostCard'
import { blogSuggestionsQueryOptions } from './blog-query'
import * as styles from './post.css'

/** Up to 4 other posts of the post's first category; nothing at all when there are none. */
export function SuggestedPosts({ postId, categoryId }: { postId: number; categoryId: number }) {
  const suggestions = useQuery(blogSuggestionsQueryOptions(postId, categoryId))
  const posts = suggestions.data?.filter((post) => post.id !== postId) ?? []
  if (posts.length === 0) return null
  return (
    <section className={styles.suggestions} aria-labelledby="suggested-posts">
      <h2 id="suggested-posts" className={styles.suggestionsTitle}>
        <Trans>Bài viết liên quan</Trans>
      </h2>
      <ul className={styles.suggestionGrid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel="h3" showExcerpt={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}
