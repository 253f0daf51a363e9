import type { FormEvent, ReactNode } from 'react'
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card } from '@client/ui'
import * as styles from './contact.css'

function Field({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/**
 * The contact form of the spec: it sends nothing and its Submit button is always disabled
 * (spec §5, §7: "the contact form makes no call"); the hint points to the channels that work.
 */
export function ContactForm() {
  const { t } = useLingui()
  const ignore = (event: FormEvent) => event.preventDefault()
  return (
    <Card>
      <form className={styles.formCard} onSubmit={ignore} aria-labelledby="contact-form-title" noValidate>
        <h2 id="contact-form-title" className={styles.cardTitle}>
          <Trans>Gửi lời nhắn cho chúng tôi</Trans>
        </h2>
        <div className={styles.formGrid}>
          <Field label={t`Họ và tên`}>{(id) => <input id={id} name="name" className={styles.control} autoComplete="name" />}</Field>
          <Field label={t`Số điện thoại`}>
            {(id) => <input id={id} name="phone" type="tel" className={styles.control} autoComplete="tel" />}
          </Field>
          <Field label={t`Tiêu đề`}>{(id) => <input id={id} name="title" className={styles.control} />}</Field>
          <Field label={t`E-mail`}>
            {(id) => <input id={id} name="email" type="email" className={styles.control} autoComplete="email" />}
          </Field>
        </div>
        <Field label={t`Nội dung`}>{(id) => <textarea id={id} name="content" className={styles.textarea} />}</Field>
        <div>
          <Button type="submit" disabled aria-describedby="contact-form-hint">
            <Trans>Gửi</Trans>
          </Button>
        </div>
        <p id="contact-form-hint" className={styles.hint}>
          <Trans>
            Biểu mẫu trực tuyến chưa nhận lời nhắn. Vui lòng gọi điện, gửi e-mail hoặc nhắn qua Zalo, hoặc gửi yêu cầu hỗ trợ trong tài
            khoản.
          </Trans>
        </p>
      </form>
    </Card>
  )
}
