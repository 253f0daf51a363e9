import { Link } from '@tanstack/react-router'
import type { PostSummary } from '@shared/contracts/posts'
import { formatDate, isoDateTime } from '@shared/time'
import { cx } from '@client/ui'
import * as styles from './blog.css'

type PostCardProps = { post: PostSummary; headingLevel?: 'h2' | 'h3'; showExcerpt?: boolean }

/** A post in a list: cover, title (the link; the whole card is clickable), date and description. */
export function PostCard({ post, headingLevel: Heading = 'h2', showExcerpt = true }: PostCardProps) {
  return (
    <article className={cx(styles.card, styles.stretchedCard)} data-testid="post-card" data-post-id={post.id}>
      {post.cover_url && <img src={post.cover_url} alt="" loading="lazy" className={styles.cover} width={1200} height={630} />}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to="/blogs/$id" params={{ id: String(post.id) }} className={styles.cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={isoDateTime(post.updated_at)}>{formatDate(post.updated_at)}</time>
        </p>
        {showExcerpt && post.description && <p className={styles.excerpt}>{post.description}</p>}
      </div>
    </article>
  )
}
