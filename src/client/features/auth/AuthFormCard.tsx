import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '@client/ui'
import { AuthError } from './AuthError'
import type { useAuthSubmit } from './use-auth-submit'
import * as styles from './auth.css'

type AuthFormCardProps = {
  /** The card's heading and its id (the section is labelled by it). */
  titleId: string
  title: ReactNode
  lead?: ReactNode
  /** Google and Apple buttons, then a divider with this text, above the e-mail form. */
  social?: { buttons: ReactNode; divider: ReactNode }
  form: ReturnType<typeof useAuthSubmit>['form'] & { testId: string }
  error: unknown
  submit: { label: ReactNode; variant: ButtonVariant; busy: boolean; testId: string }
  /** Under the card: the link to the other forms. */
  footnote: ReactNode
  /** The form's fields (and what it shows above the failure, such as "sent"). */
  children: ReactNode
}

/** The one scaffold of the sign-in, register and forgot-password cards: heading, social buttons, e-mail form, failure, link. */
export function AuthFormCard({ titleId, title, lead, social, form, error, submit, footnote, children }: AuthFormCardProps) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {social && (
        <>
          {social.buttons}
          <p className={styles.divider}>
            <span>{social.divider}</span>
          </p>
        </>
      )}
      <form
        className={styles.form}
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        onInvalidCapture={form.onInput}
        data-testid={form.testId}
      >
        {children}
        <AuthError error={error} />
        <Button type="submit" variant={submit.variant} fullWidth loading={submit.busy} data-testid={submit.testId}>
          {submit.label}
        </Button>
      </form>
      <p className={styles.footnote}>{footnote}</p>
    </section>
  )
}
