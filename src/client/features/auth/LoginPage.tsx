import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@client/ui'
import { usePageTitle } from '@client/app/use-page-title'
import { signInWithEmail } from './auth-actions'
import { SocialSignIn } from './SocialSignIn'
import { AuthError } from './AuthError'
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in'
import { usePreloadFirebase } from './firebase-session'
import { AuthField } from './AuthField'
import * as styles from './auth.css'

/** /login: Google, Apple, or e-mail and password; success goes home (or back to the protected page). */
export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  usePageTitle(t`Đăng nhập`)
  useRedirectWhenSignedIn(redirectTo)
  usePreloadFirebase()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const ids = { email: useId(), password: useId(), remember: useId() }

  // A failure's message goes once the customer changes the form, or the browser refuses the next attempt itself.
  const clearError = () => setError(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setBusy(true)
    try {
      await signInWithEmail(email.trim(), password, remember)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        <Trans>Đăng nhập</Trans>
      </h1>
      <SocialSignIn remember={remember} onError={setError} onStart={() => setError(null)} />
      <p className={styles.divider}>
        <span>
          <Trans>hoặc đăng nhập bằng e-mail</Trans>
        </span>
      </p>
      <form className={styles.form} onSubmit={submit} onInput={clearError} onInvalidCapture={clearError} data-testid="login-form">
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
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={styles.row}>
          <label htmlFor={ids.remember} className={styles.checkbox}>
            <input
              id={ids.remember}
              name="remember"
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <Trans>Ghi nhớ đăng nhập</Trans>
          </label>
          <Link to="/forget-password" className={styles.link}>
            <Trans>Quên mật khẩu?</Trans>
          </Link>
        </div>
        <AuthError error={error} />
        <Button type="submit" variant="primary" fullWidth loading={busy} data-testid="login-submit">
          <Trans>Đăng nhập</Trans>
        </Button>
      </form>
      <p className={styles.footnote}>
        <Trans>Chưa có tài khoản?</Trans>{' '}
        <Link to="/register" className={styles.link}>
          <Trans>Đăng ký</Trans>
        </Link>
      </p>
    </section>
  )
}
