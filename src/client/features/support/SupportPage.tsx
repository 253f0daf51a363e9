import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode } from '@shared/contracts/order'
import { SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES, SUPPORT_MESSAGE_MAX_LENGTH } from '@shared/contracts/support'
import { formatDateTime } from '@shared/time'
import { SUPPORT } from '@shared/ui/constants'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, Pagination, Spinner, useToast } from '@client/ui'
import { useCurrentUser } from '@client/features/auth'
import { ordersQueryOptions } from '@client/features/orders'
import * as form from '@client/ui/form.css'
import { ImagePicker } from './ImagePicker'
import { SupportStatus } from './SupportStatus'
import { AttachmentFailedError, mySupportQueryOptions, useCreateSupport } from './support-query'
import * as styles from './support.css'

type Fields = { name: string; phone: string; orderId: string; content: string }
const EMPTY: Fields = { name: '', phone: '', orderId: '', content: '' }

/** /customer/support: my requests (status, last activity), then a new request: name, phone, an order of mine, message, image. */
export function SupportPage() {
  return (
    <section className={form.page} aria-labelledby="support-title">
      <MyRequests />
      <NewRequest />
    </section>
  )
}

function MyRequests() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const mine = useQuery(mySupportQueryOptions(page))
  return (
    <>
      <h1 id="support-title" className={form.title}>
        <Trans>Hỗ trợ</Trans>
      </h1>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <Alert variant="danger">{mine.error.message}</Alert>
      ) : mine.data.data.length === 0 ? null : (
        <ul className={styles.list} aria-label={t`Yêu cầu của tôi`}>
          {mine.data.data.map((ticket) => (
            <li key={ticket.id}>
              <Link to="/customer/support/$id" params={{ id: String(ticket.id) }} className={styles.listItem}>
                <span className={styles.itemHead}>
                  <strong>#{ticket.id}</strong>
                  <SupportStatus status={ticket.status} />
                </span>
                <span className={styles.excerpt}>{ticket.message}</span>
                <span className={styles.muted}>{formatDateTime(ticket.last_activity_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mine.data && mine.data.last_page > 1 && (
        <Pagination currentPage={mine.data.current_page} lastPage={mine.data.last_page} onPageChange={setPage} />
      )}
    </>
  )
}

function NewRequest() {
  const { t } = useLingui()
  usePageTitle(t`Hỗ trợ`)
  const toast = useToast()
  const customer = useCurrentUser().data
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [image, setImage] = useState<File | null>(null)
  const [contentMissing, setContentMissing] = useState(false)
  const create = useCreateSupport()

  // Prefill name and phone from the profile once it is known (never over what was typed).
  useEffect(() => {
    if (!customer) return
    setFields((current) => ({ ...current, name: current.name || customer.name || '', phone: current.phone || customer.tel || '' }))
  }, [customer])
  const orders = useQuery(ordersQueryOptions({ page: 1 }))

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = !fields.content.trim()
    setContentMissing(missing)
    if (missing) return
    create.mutate(
      { name: fields.name, contact: fields.phone, orderId: Number(fields.orderId) || null, message: fields.content, image },
      {
        onSuccess: () => {
          toast.show(t`Tạo yêu cầu hỗ trợ thành công`, { variant: 'success' })
          clear()
        },
        onError: (error) => {
          if (error instanceof AttachmentFailedError) clear()
        },
      },
    )
  }

  const clear = () => {
    setFields({ ...EMPTY })
    setImage(null)
  }

  const failure = create.error
  const serverErrors = isApiRequestError(failure) ? (failure.body?.errors ?? {}) : {}
  const attachmentErrors =
    failure instanceof AttachmentFailedError && isApiRequestError(failure.cause) ? (failure.cause.body?.errors?.attachment_file ?? []) : []
  const descriptionErrors = contentMissing ? [t`Vui lòng nhập mô tả vấn đề của bạn`] : (serverErrors.message ?? [])

  return (
    <>
      <h2 className={form.sectionTitle}>
        <Trans>Gửi yêu cầu mới</Trans>
      </h2>
      <Card>
        <form className={form.form} onSubmit={submit} noValidate data-testid="support-form">
          <div className={form.grid}>
            <FormField label={t`Họ và tên`} required>
              {(control) => (
                <input {...control} className={form.control} name="name" autoComplete="name" value={fields.name} onChange={set('name')} />
              )}
            </FormField>
            <FormField label={t`Số điện thoại`} required>
              {(control) => (
                <input
                  {...control}
                  className={form.control}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  value={fields.phone}
                  onChange={set('phone')}
                />
              )}
            </FormField>
          </div>
          {orders.data && orders.data.data.length > 0 && (
            <FormField label={t`Đơn hàng`} errors={serverErrors.order_id ?? []}>
              {(control) => (
                <select {...control} className={form.control} name="order" value={fields.orderId} onChange={set('orderId')}>
                  <option value="">—</option>
                  {orders.data.data.map((order) => (
                    <option key={order.id} value={order.id}>
                      {orderCode(order.id)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField label={t`Nội dung`} errors={descriptionErrors} required>
            {(control) => (
              <textarea
                {...control}
                className={form.textarea}
                name="content"
                maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
                value={fields.content}
                onChange={set('content')}
                data-testid="support-content"
              />
            )}
          </FormField>
          <ImagePicker
            value={image}
            onChange={setImage}
            maxBytes={SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES}
            disabled={create.isPending}
            errors={attachmentErrors}
          />
          {failure && (
            <Alert variant="danger">
              <span data-testid="support-error">
                {failure instanceof AttachmentFailedError ? <AttachmentFailed detail={failure.message} /> : failure.message}
              </span>
            </Alert>
          )}
          <div className={form.actions}>
            <Button type="submit" loading={create.isPending} disabled={create.isPending}>
              <Trans>Gửi</Trans>
            </Button>
          </div>
        </form>
      </Card>
      <SupportNotes />
    </>
  )
}

function AttachmentFailed({ detail }: { detail: string }) {
  return <Trans>Yêu cầu đã được gửi nhưng không đính kèm được ảnh: {detail}</Trans>
}

function SupportNotes() {
  const maxMb = Math.round(SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES / (1024 * 1024))
  const hotline = SUPPORT.hotline
  return (
    <ul className={styles.notes}>
      <li>
        <Trans>Vui lòng mô tả rõ vấn đề, kèm mã đơn hàng nếu có.</Trans>
      </li>
      <li>
        <Trans>Ảnh đính kèm: JPEG, PNG, GIF hoặc WebP, tối đa {maxMb} MB.</Trans>
      </li>
      <li>
        <Trans>Chúng tôi phản hồi trong giờ làm việc. Cần gấp, vui lòng gọi hotline {hotline}.</Trans>
      </li>
    </ul>
  )
}
