import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminSupportTicket } from '@shared/contracts/admin/content'
import { orderCode } from '@shared/contracts/order'
import {
  SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_STATUSES,
  type SupportContent,
  type SupportStatus,
} from '@shared/contracts/support'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import type { SupportSearch } from './console-search'
import { currentIf, ListScreen } from './ListScreen'
import * as styles from './admin.css'
import { attachmentQueryOptions, supportInboxQueryOptions, supportTicketQueryOptions, useCloseTicket, useStaffReply } from './content-query'

function useStatusLabel() {
  const { t } = useLingui()
  return (status: SupportStatus) => (status === 'open' ? t`Chờ trả lời` : status === 'answered' ? t`Đã trả lời` : t`Đã đóng`)
}

/** The inbox's query for the route's search (open requests when no status is asked; its loader starts the same one). */
export const supportInboxListQueryOptions = (search: SupportSearch) =>
  supportInboxQueryOptions({ page: search.page ?? 1, state: search.state ?? 'open' })

/** /admin/support: customers' requests by status (open: waiting for us, longest waiting first); open one to read, reply, close. */
export function SupportInboxPage({ search, onSearchChange }: { search: SupportSearch; onSearchChange: (next: SupportSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Yêu cầu hỗ trợ`)
  const label = useStatusLabel()
  const state = search.state ?? 'open'
  const inbox = useQuery(supportInboxListQueryOptions(search))
  return (
    <ListScreen
      title={<Trans>Yêu cầu hỗ trợ</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      tabs={{
        label: t`Lọc yêu cầu`,
        links: SUPPORT_STATUSES.map((status) => (
          <ConsoleLink key={status} to="/admin/support" search={{ state: status }} aria-current={currentIf(state === status)}>
            {label(status)}
          </ConsoleLink>
        )),
      }}
      query={inbox}
      itemKey={(ticket) => ticket.id}
      card={(ticket) => <TicketCard ticket={ticket} />}
    />
  )
}

function TicketCard({ ticket }: { ticket: AdminSupportTicket }) {
  const { t } = useLingui()
  const label = useStatusLabel()
  const [open, setOpen] = useState(false)
  const who = ticket.customer.email ?? ticket.customer.name ?? `#${ticket.customer.id}`
  return (
    <Card className={styles.stack} role="article">
      <div className={styles.header}>
        <ConsoleLink to="/admin/wallets" search={{ customer: ticket.customer.id }}>
          {who}
        </ConsoleLink>
        <span className={ticket.status === 'closed' ? `${styles.badge} ${styles.badgeDone}` : styles.badge}>{label(ticket.status)}</span>
      </div>
      <dl className={styles.facts}>
        {ticket.name && (
          <>
            <dt>{t`Họ và tên`}</dt>
            <dd>{ticket.name}</dd>
          </>
        )}
        {ticket.contact && (
          <>
            <dt>{t`Liên hệ`}</dt>
            <dd>{ticket.contact}</dd>
          </>
        )}
        {ticket.order_id !== null && (
          <>
            <dt>{t`Đơn hàng`}</dt>
            <dd>
              <ConsoleLink to="/admin/orders/$id" params={{ id: ticket.order_id }}>
                {orderCode(ticket.order_id)}
              </ConsoleLink>
            </dd>
          </>
        )}
        <dt>{t`Hoạt động cuối`}</dt>
        <dd>{formatDateTime(ticket.last_activity_at)}</dd>
      </dl>
      <p className={styles.textBlock}>{ticket.message}</p>
      <Images contents={ticket.contents} />
      <div className={styles.row}>
        <Button variant={open ? 'outline' : 'primary'} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <Trans>Thu gọn yêu cầu #{ticket.id}</Trans> : <Trans>Mở yêu cầu #{ticket.id}</Trans>}
        </Button>
      </div>
      {open && <Thread id={ticket.id} />}
    </Card>
  )
}

function Thread({ id }: { id: number }) {
  const { t } = useLingui()
  const ticket = useQuery(supportTicketQueryOptions(id))
  const close = useCloseTicket()
  if (ticket.isPending) return <Spinner />
  if (ticket.isError) return <Alert variant="danger">{ticket.error.message}</Alert>
  const messages = ticket.data.messages ?? []
  return (
    <div className={styles.stack}>
      <ol className={styles.changes} aria-label={t`Trao đổi`}>
        {messages.map((message) => (
          <li key={message.id} className={styles.stack}>
            <span className={styles.muted}>
              {message.author === 'staff' ? t`Nhân viên` : t`Khách hàng`} · {formatDateTime(message.created_at)}
            </span>
            <p className={styles.textBlock}>{message.body}</p>
            <Images contents={message.contents} />
          </li>
        ))}
      </ol>
      <ReplyForm id={id} />
      {ticket.data.status !== 'closed' && (
        <div className={styles.row}>
          <Button variant="outline" loading={close.isPending} onClick={() => close.mutate(id)}>
            <Trans>Đóng yêu cầu</Trans>
          </Button>
        </div>
      )}
      {ticket.data.handled_at !== null && (
        <span className={styles.muted}>
          <Trans>
            Đã đóng bởi {ticket.data.handled_by} lúc {formatDateTime(ticket.data.handled_at)}
          </Trans>
        </span>
      )}
      {close.isError && <Alert variant="danger">{close.error.message}</Alert>}
    </div>
  )
}

function ReplyForm({ id }: { id: number }) {
  const { t } = useLingui()
  const [body, setBody] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [fileKey, setFileKey] = useState(0)
  const reply = useStaffReply(id)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return
    reply.mutate(
      { body, image },
      {
        onSuccess: () => {
          setBody('')
          setImage(null)
          setFileKey((key) => key + 1)
        },
      },
    )
  }
  const tooLarge = image !== null && image.size > SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES
  return (
    <form className={form.form} onSubmit={submit}>
      <FormField label={t`Trả lời khách hàng`} required>
        {(control) => (
          <textarea
            {...control}
            className={form.textarea}
            maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t`Ảnh đính kèm`} errors={tooLarge ? [t`Ảnh quá lớn`] : []}>
        {(control) => (
          <input
            {...control}
            key={fileKey}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {reply.isError && <Alert variant="danger">{reply.error.message}</Alert>}
      <div className={styles.row}>
        <Button type="submit" loading={reply.isPending} disabled={reply.isPending || !body.trim() || tooLarge}>
          <Trans>Gửi trả lời</Trans>
        </Button>
      </div>
    </form>
  )
}

function Images({ contents }: { contents: SupportContent[] }) {
  if (contents.length === 0) return null
  return (
    <div className={styles.row}>
      {contents.map((content) => (
        <Attachment key={content.id} content={content} />
      ))}
    </div>
  )
}

function Attachment({ content }: { content: SupportContent }) {
  const { t } = useLingui()
  const image = useQuery(attachmentQueryOptions(content.url))
  if (!image.data) return <Spinner size="sm" />
  return (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img src={image.data} alt={t`Ảnh đính kèm ${content.id}`} className={styles.thumbnail} />
    </a>
  )
}
