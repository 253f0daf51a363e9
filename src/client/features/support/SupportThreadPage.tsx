import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode } from '@shared/contracts/order'
import { SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES, SUPPORT_MESSAGE_MAX_LENGTH, type SupportContent } from '@shared/contracts/support'
import { formatDateTime } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ImagePicker } from './ImagePicker'
import { SupportStatus } from './SupportStatus'
import {
  AttachmentFailedError,
  supportImageQueryOptions,
  supportTicketQueryOptions,
  useCloseSupport,
  useReplySupport,
} from './support-query'
import * as styles from './support.css'

/** /customer/support/{id}: one of my requests, its thread (mine and staff's messages, images) and a reply form. */
export function SupportThreadPage({ id }: { id: number }) {
  const { t } = useLingui()
  usePageTitle(t`Yêu cầu #${id}`)
  const ticket = useQuery(supportTicketQueryOptions(id))
  const close = useCloseSupport(id)
  if (ticket.isPending) return <Spinner />
  if (ticket.isError) return <Alert variant="danger">{ticket.error.message}</Alert>
  const data = ticket.data
  return (
    <section className={form.page} aria-labelledby="support-thread-title">
      <Link to="/customer/support">
        <Trans>← Hỗ trợ</Trans>
      </Link>
      <div className={styles.itemHead}>
        <h1 id="support-thread-title" className={form.title}>
          <Trans>Yêu cầu #{id}</Trans>
        </h1>
        <SupportStatus status={data.status} />
      </div>
      {data.order_id !== null && (
        <Link to="/customer/orders/$id" params={{ id: String(data.order_id) }}>
          {orderCode(data.order_id)}
        </Link>
      )}
      <ol className={styles.thread} aria-label={t`Tin nhắn`}>
        <Message mine body={data.message} at={data.created_at} contents={data.contents ?? []} />
        {(data.messages ?? []).map((message) => (
          <Message
            key={message.id}
            mine={message.author === 'customer'}
            body={message.body}
            at={message.created_at}
            contents={message.contents}
          />
        ))}
      </ol>
      <ReplyForm id={id} />
      {data.status !== 'closed' && (
        <div className={form.actions}>
          <Button variant="outline" loading={close.isPending} onClick={() => close.mutate()}>
            <Trans>Đóng yêu cầu</Trans>
          </Button>
        </div>
      )}
      {close.isError && <Alert variant="danger">{close.error.message}</Alert>}
    </section>
  )
}

function Message({ mine, body, at, contents }: { mine: boolean; body: string; at: number; contents: SupportContent[] }) {
  return (
    <li className={mine ? styles.fromMe : styles.fromStaff}>
      <span className={styles.muted}>
        {mine ? <Trans>Bạn</Trans> : <Trans>Hỗ trợ viên</Trans>} · {formatDateTime(at)}
      </span>
      <span>{body}</span>
      {contents.length > 0 && (
        <span className={styles.thumbnails}>
          {contents.map((content) => (
            <Thumbnail key={content.id} content={content} />
          ))}
        </span>
      )}
    </li>
  )
}

function Thumbnail({ content }: { content: SupportContent }) {
  const { t } = useLingui()
  const image = useQuery(supportImageQueryOptions(content.url))
  if (!image.data) return <Spinner size="sm" />
  return (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img src={image.data} alt={t`Ảnh đính kèm ${content.id}`} className={styles.thumbnail} />
    </a>
  )
}

function ReplyForm({ id }: { id: number }) {
  const { t } = useLingui()
  const [body, setBody] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [missing, setMissing] = useState(false)
  const reply = useReplySupport(id)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setMissing(!body.trim())
    if (!body.trim()) return
    const clear = () => {
      setBody('')
      setImage(null)
    }
    reply.mutate({ body, image }, { onSuccess: clear, onError: (error) => error instanceof AttachmentFailedError && clear() })
  }
  const failure = reply.error
  const serverErrors = isApiRequestError(failure) ? (failure.body?.errors?.body ?? []) : []
  return (
    <Card>
      <form className={form.form} onSubmit={submit} noValidate>
        <FormField label={t`Trả lời`} errors={missing ? [t`Vui lòng nhập mô tả vấn đề của bạn`] : serverErrors} required>
          {(control) => (
            <textarea
              {...control}
              className={form.textarea}
              name="body"
              maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </FormField>
        <ImagePicker value={image} onChange={setImage} maxBytes={SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES} disabled={reply.isPending} />
        {failure && <Alert variant="danger">{failure.message}</Alert>}
        <div className={form.actions}>
          <Button type="submit" loading={reply.isPending} disabled={reply.isPending}>
            <Trans>Gửi</Trans>
          </Button>
        </div>
      </form>
    </Card>
  )
}
