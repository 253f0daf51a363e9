import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button } from '@client/ui'
import { usePageTitle } from '@client/app/use-page-title'
import { sendPasswordReset } from './auth-actions'
import { AuthError } from './AuthError'
import { AuthField } from './AuthField'
import * as styles from './auth.css'

const isUnknownAccount = (failure: unknown) => (failure as { code?: unknown } | null)?.code === 'auth/user-not-found'

/**
 * /forget-password: sends the reset e-mail; the same neutral message whether or not the e-mail has
 * an account, a danger message for other failures (an invalid address, no network); link back to login.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  usePageTitle(t`Quên mật khẩu`)
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const emailId = useId()

  // A failure's message goes once the customer changes the form, or the browser refuses the next attempt itself.
  const clearError = () => setError(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setSent(false)
    setBusy(true)
    try {
      await sendPasswordReset(email.trim())
      setSent(true)
    } catch (failure) {
      // Whether an e-mail has an account is told to no one: an unknown one gets the same answer.
      if (isUnknownAccount(failure)) setSent(true)
      else setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        <Trans>Quên mật khẩu</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Nhập e-mail của bạn, chúng tôi sẽ gửi liên kết để đặt lại mật khẩu.</Trans>
      </p>
      <form className={styles.form} onSubmit={submit} onInput={clearError} onInvalidCapture={clearError} data-testid="forgot-password-form">
        <AuthField
          id={emailId}
          label={<Trans>E-mail</Trans>}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {sent && (
          <div data-testid="reset-sent">
            <Alert variant="success">
              <Trans>Nếu e-mail này có tài khoản, chúng tôi đã gửi liên kết đặt lại mật khẩu. Vui lòng kiểm tra hộp thư của bạn.</Trans>
            </Alert>
          </div>
        )}
        <AuthError error={error} />
        <Button type="submit" variant="primary" fullWidth loading={busy} data-testid="reset-submit">
          <Trans>Gửi liên kết đặt lại</Trans>
        </Button>
      </form>
      <p className={styles.footnote}>
        <Link to="/login" className={styles.link}>
          <Trans>Quay lại đăng nhập</Trans>
        </Link>
      </p>
    </section>
  )
}
