import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { POST_PAGE_SIZE } from '@shared/contracts/posts'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, EmptyState, OfflineUnavailable, Pagination, Skeleton, isOfflineGap } from '@client/ui'
import { BlogCategoryMenu } from './BlogCategoryMenu'
import { PostCard } from './PostCard'
import { blogListHref } from './blog-href'
import { blogCategoriesQueryOptions, blogListQueryOptions } from './blog-query'
import * as styles from './blog.css'

type BlogListPageProps = { page: number; categoryId?: number }

function PostGridSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true" data-testid="blog-loading">
      {Array.from({ length: POST_PAGE_SIZE }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton height="auto" className={styles.cover} />
          <Skeleton height="1em" />
          <Skeleton height="0.9em" width="40%" />
        </div>
      ))}
    </div>
  )
}

function PostGrid({ page, categoryId }: BlogListPageProps) {
  const posts = useQuery(blogListQueryOptions({ page, categoryId }))
  const offlineGap = isOfflineGap(posts)
  if (offlineGap) return <OfflineUnavailable />
  if (posts.isPending) return <PostGridSkeleton />
  if (posts.isError) {
    return (
      <div>
        <Alert variant="danger">
          <Trans>Không tải được danh sách bài viết.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void posts.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  const list = posts.data
  if (list.data.length === 0) return <EmptyState message={<Trans>Không tìm thấy bài viết</Trans>} />
  return (
    <>
      <ul className={styles.grid} aria-busy={posts.isPlaceholderData || undefined}>
        {list.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <Pagination currentPage={list.current_page} lastPage={list.last_page} getHref={(target) => blogListHref(categoryId, target)} />
    </>
  )
}

/** /blogs: category sidebar with All, a heading naming the category (or Blog), a page of posts. */
export function BlogListPage({ page, categoryId }: BlogListPageProps) {
  const { t } = useLingui()
  const categories = useQuery(blogCategoriesQueryOptions())
  const category = categories.data?.find((entry) => entry.id === categoryId)
  const heading = category?.name ?? t`Blog`
  usePageTitle(heading)
  return (
    <div className={styles.layout}>
      <BlogCategoryMenu categories={categories.data} activeId={categoryId} offline={isOfflineGap(categories)} />
      <section className={styles.main} aria-labelledby="blog-heading">
        <h1 id="blog-heading" className={styles.heading}>
          {heading}
        </h1>
        <PostGrid page={page} categoryId={categoryId} />
      </section>
    </div>
  )
}
