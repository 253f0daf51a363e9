import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PostDetail } from '@shared/contracts/posts'
import { formatDate } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, EmptyState, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { PostContent } from './PostContent'
import { ShareLink } from './ShareLink'
import { SuggestedPosts } from './SuggestedPosts'
import { blogListHref } from './blog-href'
import { blogPostQueryOptions } from './blog-query'
import * as styles from './post.css'

function BackToBlog() {
  return (
    <Link to="/blogs" className={styles.back}>
      ‹ <Trans>Tất cả bài viết</Trans>
    </Link>
  )
}

function PostSkeleton() {
  return (
    <div className={styles.article} aria-busy="true" data-testid="post-loading">
      <Skeleton height="auto" className={styles.cover} />
      <Skeleton height="2em" />
      <Skeleton height="1em" width="50%" />
      <Skeleton height="8em" />
    </div>
  )
}

/** Shown when the post is written in another language than the interface (no translation yet). */
function LanguageNotice({ post }: { post: PostDetail }) {
  const { i18n } = useLingui()
  if (post.language === i18n.locale) return null
  return (
    <Alert variant="info">
      <Trans>Bài viết này chưa có bản dịch sang ngôn ngữ bạn chọn, nên được hiển thị bằng ngôn ngữ gốc.</Trans>
    </Alert>
  )
}

function PostArticle({ post }: { post: PostDetail }) {
  const firstCategory = post.categories?.[0]
  const author = post.creator?.name
  const date = formatDate(post.updated_at)
  return (
    <article className={styles.article} data-post-id={post.id} lang={post.language}>
      <BackToBlog />
      {post.cover_url && <img src={post.cover_url} alt="" className={styles.cover} width={1200} height={630} />}
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.meta}>
        {author && (
          <span>
            <Trans>Người viết: {author}</Trans>
          </span>
        )}
        <span>
          <Trans>
            Cập nhật: <time dateTime={new Date(post.updated_at * 1000).toISOString()}>{date}</time>
          </Trans>
        </span>
      </p>
      {post.categories && post.categories.length > 0 && (
        <ul className={styles.tags} data-testid="post-categories">
          {post.categories.map((category) => (
            <li key={category.id}>
              <HrefLink href={blogListHref(category.id)} className={styles.tag}>
                {category.name}
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
      <LanguageNotice post={post} />
      {post.description && <p className={styles.lead}>{post.description}</p>}
      <PostContent html={post.content} />
      <ShareLink url={`${window.location.origin}/blogs/${post.id}`} />
      {firstCategory && <SuggestedPosts postId={post.id} categoryId={firstCategory.id} />}
    </article>
  )
}

/** /blogs/{id}: one published post with its share area and suggestions (id 0: not a post id). */
export function BlogPostPage({ id }: { id: number }) {
  const { t } = useLingui()
  const valid = id > 0
  const post = useQuery({ ...blogPostQueryOptions(id), enabled: valid })
  const notFound = !valid || (post.isError && isApiRequestError(post.error) && post.error.status === 404)
  const offlineGap = isOfflineGap(post)
  usePageTitle(post.data?.title ?? (notFound ? t`Không tìm thấy bài viết` : t`Bài viết`))
  if (notFound) {
    return (
      <div className={styles.article}>
        <EmptyState message={<Trans>Không tìm thấy bài viết</Trans>} />
        <BackToBlog />
      </div>
    )
  }
  if (offlineGap) {
    return (
      <div className={styles.article}>
        <OfflineUnavailable headingLevel={1} />
      </div>
    )
  }
  if (post.isPending) return <PostSkeleton />
  if (post.isError) {
    return (
      <div className={styles.article}>
        <Alert variant="danger">
          <Trans>Không tải được bài viết.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void post.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  return <PostArticle post={post.data} />
}
