import { useEffect, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES, SUPPORT_DESCRIPTION_MAX_LENGTH } from '@shared/contracts/support'
import { SUPPORT } from '@shared/ui/constants'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, useToast } from '@client/ui'
import { useCurrentUser } from '@client/features/auth'
import * as form from '@client/ui/form.css'
import { ImagePicker } from './ImagePicker'
import { AttachmentFailedError, useCreateSupport } from './support-query'
import * as styles from './support.css'

type Fields = { name: string; phone: string; content: string }
const EMPTY: Fields = { name: '', phone: '', content: '' }

/** /customer/support: name, phone, content and an optional image, sent as a support request. */
export function SupportPage() {
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

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = !fields.content.trim()
    setContentMissing(missing)
    if (missing) return
    create.mutate(
      { ...fields, image },
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
  const descriptionErrors = contentMissing ? [t`Vui lòng nhập mô tả vấn đề của bạn`] : (serverErrors.description ?? [])

  return (
    <section className={form.page} aria-labelledby="support-title">
      <h1 id="support-title" className={form.title}>
        <Trans>Hỗ trợ</Trans>
      </h1>
      <Card>
        <form className={form.form} onSubmit={submit} noValidate data-testid="support-form">
          <div className={form.grid}>
            <FormField label={t`Họ và tên`} required>
              {(control) => (
                <input
                  {...control}
                  className={form.control}
                  name="name"
                  autoComplete="name"
                  value={fields.name}
                  onChange={set('name')}
                  data-testid="support-name"
                />
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
                  data-testid="support-phone"
                />
              )}
            </FormField>
          </div>
          <FormField label={t`Nội dung`} errors={descriptionErrors} required>
            {(control) => (
              <textarea
                {...control}
                className={form.textarea}
                name="content"
                maxLength={SUPPORT_DESCRIPTION_MAX_LENGTH - 200}
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
            <Button type="submit" loading={create.isPending} disabled={create.isPending} data-testid="support-submit">
              <Trans>Gửi</Trans>
            </Button>
          </div>
        </form>
      </Card>
      <SupportNotes />
    </section>
  )
}

function AttachmentFailed({ detail }: { detail: string }) {
  return <Trans>Yêu cầu đã được gửi nhưng không đính kèm được ảnh: {detail}</Trans>
}

function SupportNotes() {
  const maxMb = Math.round(SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES / (1024 * 1024))
  const hotline = SUPPORT.hotline
  return (
    <ul className={styles.notes} data-testid="support-notes">
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
