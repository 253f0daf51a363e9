import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { signInWithEmail } from './auth-actions'
import { SocialSignIn } from './SocialSignIn'
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in'
import { usePreloadFirebase } from './firebase-session'
import { AuthField } from './AuthField'
import { AuthFormCard } from './AuthFormCard'
import { useAuthSubmit } from './use-auth-submit'
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
  const { busy, error, setError, form } = useAuthSubmit(() => signInWithEmail(email.trim(), password, remember))
  const ids = { email: useId(), password: useId(), remember: useId() }

  return (
    <AuthFormCard
      titleId="login-title"
      title={<Trans>Đăng nhập</Trans>}
      social={{
        buttons: <SocialSignIn remember={remember} onError={setError} onStart={() => setError(null)} />,
        divider: <Trans>hoặc đăng nhập bằng e-mail</Trans>,
      }}
      form={{ ...form, testId: 'login-form' }}
      error={error}
      submit={{ label: <Trans>Đăng nhập</Trans>, variant: 'primary', busy, testId: 'login-submit' }}
      footnote={
        <>
          <Trans>Chưa có tài khoản?</Trans>{' '}
          <Link to="/register" className={styles.link}>
            <Trans>Đăng ký</Trans>
          </Link>
        </>
      }
    >
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
    </AuthFormCard>
  )
}
