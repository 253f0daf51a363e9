import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminPostSummary } from '@shared/contracts/admin/content'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { cx } from '@client/ui'
import * as styles from './admin.css'
import { ConsoleLink } from './console-link'
import type { TextListSearch } from './console-search'
import { adminPostsQueryOptions } from './content-query'
import { ListScreen, type ListColumn } from './ListScreen'

/** The post list's query for the route's search (its loader starts the same one). */
export const postsListQueryOptions = (search: TextListSearch) => adminPostsQueryOptions({ page: search.page ?? 1, search: search.q })

/** /admin/posts: drafts and published posts, newest change first. */
export function PostsPage({ search, onSearchChange }: { search: TextListSearch; onSearchChange: (next: TextListSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Bài viết`)
  const posts = useQuery(postsListQueryOptions(search))
  const columns: ListColumn<AdminPostSummary>[] = [
    {
      key: 'title',
      header: <Trans>Tiêu đề</Trans>,
      label: t`Tiêu đề`,
      cell: (post) => (
        <ConsoleLink to="/admin/posts/$id" params={{ id: post.id }}>
          {post.title}
        </ConsoleLink>
      ),
    },
    {
      key: 'status',
      header: <Trans>Trạng thái</Trans>,
      label: t`Trạng thái`,
      cell: (post) => <span className={cx(styles.badge, post.published && styles.badgeDone)}>{post.published ? t`Đã đăng` : t`Nháp`}</span>,
    },
    { key: 'languages', header: <Trans>Ngôn ngữ</Trans>, label: t`Ngôn ngữ`, cell: (post) => post.languages.join(', ') },
    { key: 'updated', header: <Trans>Cập nhật</Trans>, label: t`Cập nhật`, cell: (post) => formatDateTime(post.updated_at) },
  ]
  return (
    <ListScreen
      title={<Trans>Bài viết</Trans>}
      titleAside={
        <ConsoleLink to="/admin/posts/new" data-testid="admin-new-post">
          <Trans>Viết bài mới</Trans>
        </ConsoleLink>
      }
      search={search}
      onSearchChange={onSearchChange}
      filterLabel={t`Tìm bài viết`}
      textFilter={{ label: <Trans>Tiêu đề</Trans> }}
      query={posts}
      itemKey={(post) => post.id}
      columns={columns}
    />
  )
}
