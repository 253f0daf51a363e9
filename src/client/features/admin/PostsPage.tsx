import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, EmptyState, Pagination, Spinner, cx } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLink, useAdminNavigate, useAdminSearch } from './admin-navigation'
import { positiveInt, text } from './admin-search'
import * as styles from './admin.css'
import { adminPostsQueryOptions } from './content-query'
import { formatDateTime } from '@shared/time'

/** /admin/posts: drafts and published posts, newest change first. */
export function PostsPage() {
  const { t } = useLingui()
  usePageTitle(t`Bài viết`)
  const raw = useAdminSearch()
  const search = text(raw.q)
  const page = positiveInt(raw.page) ?? 1
  const navigate = useAdminNavigate()
  const posts = useQuery(adminPostsQueryOptions({ page, search }))
  const [q, setQ] = useState(search ?? '')
  useEffect(() => setQ(search ?? ''), [search])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate('posts', { q: q.trim() }, { replace: true })
  }
  return (
    <section className={form.page} aria-labelledby="posts-title">
      <div className={styles.header}>
        <h1 id="posts-title" className={form.title}>
          <Trans>Bài viết</Trans>
        </h1>
        <AdminLink path="posts/new" data-testid="admin-new-post">
          <Trans>Viết bài mới</Trans>
        </AdminLink>
      </div>
      <Card>
        <form className={styles.filters} onSubmit={submit} role="search" aria-label={t`Tìm bài viết`}>
          <label className={form.field}>
            <span className={form.label}>
              <Trans>Tiêu đề</Trans>
            </span>
            <input className={form.control} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
          </label>
          <Button type="submit" variant="secondary">
            <Trans>Tìm</Trans>
          </Button>
        </form>
      </Card>
      <Card>
        {posts.isPending ? (
          <Spinner />
        ) : posts.isError ? (
          <Alert variant="danger">{posts.error.message}</Alert>
        ) : posts.data.data.length === 0 ? (
          <EmptyState />
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Tiêu đề</Trans>
                </th>
                <th scope="col">
                  <Trans>Trạng thái</Trans>
                </th>
                <th scope="col">
                  <Trans>Ngôn ngữ</Trans>
                </th>
                <th scope="col">
                  <Trans>Cập nhật</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.data.data.map((post) => (
                <tr key={post.id}>
                  <td data-label={t`Tiêu đề`}>
                    <AdminLink path={`posts/${post.id}`}>{post.title}</AdminLink>
                  </td>
                  <td data-label={t`Trạng thái`}>
                    <span className={cx(styles.badge, post.published && styles.badgeDone)}>{post.published ? t`Đã đăng` : t`Nháp`}</span>
                  </td>
                  <td data-label={t`Ngôn ngữ`}>{post.languages.join(', ')}</td>
                  <td data-label={t`Cập nhật`}>{formatDateTime(post.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {posts.data && (
        <Pagination
          currentPage={posts.data.current_page}
          lastPage={posts.data.last_page}
          onPageChange={(next) => navigate('posts', { q: search, page: next }, { replace: true })}
        />
      )}
    </section>
  )
}
