import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@client/ui'
import { usePageTitle } from '@client/app/use-page-title'
import { registerWithEmail } from './auth-actions'
import { SocialSignIn } from './SocialSignIn'
import { AuthError } from './AuthError'
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in'
import { usePreloadFirebase } from './firebase-session'
import { AuthField } from './AuthField'
import * as styles from './auth.css'

const MIN_PASSWORD_LENGTH = 6

/**
 * /register: social sign-up first (as the spec has it), plus a small e-mail form so customers
 * without Google or Apple (and the end-to-end tests) can open an account too.
 */
export function RegisterPage() {
  const { t } = useLingui()
  usePageTitle(t`Đăng ký`)
  useRedirectWhenSignedIn(undefined)
  usePreloadFirebase()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const ids = { email: useId(), password: useId() }

  // A failure's message goes once the customer changes the form, or the browser refuses the next attempt itself.
  const clearError = () => setError(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setBusy(true)
    try {
      await registerWithEmail(email.trim(), password)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        <Trans>Đăng ký</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Tạo tài khoản nhanh bằng Google hoặc Apple.</Trans>
      </p>
      <SocialSignIn remember onError={setError} onStart={() => setError(null)} />
      <p className={styles.divider}>
        <span>
          <Trans>hoặc đăng ký bằng e-mail</Trans>
        </span>
      </p>
      <form className={styles.form} onSubmit={submit} onInput={clearError} onInvalidCapture={clearError} data-testid="register-form">
        <AuthField
          id={ids.email}
          label={<Trans>E-mail</Trans>}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AuthField
          id={ids.password}
          label={<Trans>Mật khẩu</Trans>}
          name="password"
          type="password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          aria-describedby={`${ids.password}-hint`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={
            <p id={`${ids.password}-hint`} className={styles.hint}>
              <Trans>Ít nhất {MIN_PASSWORD_LENGTH} ký tự.</Trans>
            </p>
          }
        />
        <AuthError error={error} />
        <Button type="submit" variant="secondary" fullWidth loading={busy} data-testid="register-submit">
          <Trans>Tạo tài khoản</Trans>
        </Button>
      </form>
      <p className={styles.footnote}>
        <Trans>Đã có tài khoản?</Trans>{' '}
        <Link to="/login" className={styles.link}>
          <Trans>Đăng nhập</Trans>
        </Link>
      </p>
    </section>
  )
}
