import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminSupportTicket } from '@shared/contracts/admin/content'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, EmptyState, Pagination, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLink, useAdminNavigate, useAdminSearch } from './admin-navigation'
import { positiveInt } from './admin-search'
import * as styles from './admin.css'
import { attachmentQueryOptions, supportInboxQueryOptions, useSetHandled } from './content-query'

type SupportAttachment = AdminSupportTicket['contents'][number]

/** /admin/support: customers' support requests, open ones first come first served; their images for staff only. */
export function SupportInboxPage() {
  const { t } = useLingui()
  usePageTitle(t`Yêu cầu hỗ trợ`)
  const raw = useAdminSearch()
  const handled = raw.state === 'handled'
  const page = positiveInt(raw.page) ?? 1
  const navigate = useAdminNavigate()
  const inbox = useQuery(supportInboxQueryOptions({ page, handled }))
  return (
    <section className={form.page} aria-labelledby="support-title">
      <h1 id="support-title" className={form.title}>
        <Trans>Yêu cầu hỗ trợ</Trans>
      </h1>
      <nav className={styles.tabs} aria-label={t`Lọc yêu cầu`}>
        <AdminLink path="support" search={{ state: 'open' }} aria-current={!handled ? 'page' : undefined}>
          <Trans>Chưa xử lý</Trans>
        </AdminLink>
        <AdminLink path="support" search={{ state: 'handled' }} aria-current={handled ? 'page' : undefined}>
          <Trans>Đã xử lý</Trans>
        </AdminLink>
      </nav>
      {inbox.isPending ? (
        <Spinner />
      ) : inbox.isError ? (
        <Alert variant="danger">{inbox.error.message}</Alert>
      ) : inbox.data.data.length === 0 ? (
        <Card>
          <EmptyState />
        </Card>
      ) : (
        inbox.data.data.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} />)
      )}
      {inbox.data && (
        <Pagination
          currentPage={inbox.data.current_page}
          lastPage={inbox.data.last_page}
          onPageChange={(next) => navigate('support', { state: handled ? 'handled' : 'open', page: next }, { replace: true })}
        />
      )}
    </section>
  )
}

function TicketCard({ ticket }: { ticket: AdminSupportTicket }) {
  const setHandled = useSetHandled()
  const who = ticket.customer.email ?? ticket.customer.name ?? `#${ticket.customer.id}`
  return (
    <Card className={styles.stack} data-testid="admin-ticket">
      <div className={styles.header}>
        <AdminLink path="wallets" search={{ customer: ticket.customer.id }}>
          {who}
        </AdminLink>
        <span className={styles.muted}>{formatDateTime(ticket.created_at)}</span>
      </div>
      <p className={styles.textBlock}>{ticket.description}</p>
      {ticket.contents.length > 0 && (
        <div className={styles.row}>
          {ticket.contents.map((content) => (
            <Attachment key={content.id} content={content} />
          ))}
        </div>
      )}
      <div className={styles.row}>
        {ticket.handled_at !== null && (
          <span className={styles.muted}>
            <Trans>
              Đã xử lý bởi {ticket.handled_by} lúc {formatDateTime(ticket.handled_at)}
            </Trans>
          </span>
        )}
        <Button
          variant={ticket.handled_at === null ? 'primary' : 'outline'}
          loading={setHandled.isPending}
          onClick={() => setHandled.mutate({ id: ticket.id, handled: ticket.handled_at === null })}
        >
          {ticket.handled_at === null ? <Trans>Đánh dấu đã xử lý</Trans> : <Trans>Mở lại</Trans>}
        </Button>
      </div>
      {setHandled.isError && <Alert variant="danger">{setHandled.error.message}</Alert>}
    </Card>
  )
}

function Attachment({ content }: { content: SupportAttachment }) {
  const { t } = useLingui()
  const image = useQuery(attachmentQueryOptions(content.url))
  if (!image.data) return <Spinner size="sm" />
  return (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img src={image.data} alt={t`Ảnh đính kèm ${content.id}`} className={styles.thumbnail} />
    </a>
  )
}
