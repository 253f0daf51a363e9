import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { registerWithEmail } from './auth-actions'
import { SocialSignIn } from './SocialSignIn'
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in'
import { usePreloadFirebase } from './firebase-session'
import { AuthField } from './AuthField'
import { AuthFormCard } from './AuthFormCard'
import { useAuthSubmit } from './use-auth-submit'
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
  const { busy, error, setError, form } = useAuthSubmit(() => registerWithEmail(email.trim(), password))
  const ids = { email: useId(), password: useId() }

  return (
    <AuthFormCard
      titleId="register-title"
      title={<Trans>Đăng ký</Trans>}
      lead={<Trans>Tạo tài khoản nhanh bằng Google hoặc Apple.</Trans>}
      social={{
        buttons: <SocialSignIn remember onError={setError} onStart={() => setError(null)} />,
        divider: <Trans>hoặc đăng ký bằng e-mail</Trans>,
      }}
      form={{ ...form, testId: 'register-form' }}
      error={error}
      submit={{ label: <Trans>Tạo tài khoản</Trans>, variant: 'secondary', busy, testId: 'register-submit' }}
      footnote={
        <>
          <Trans>Đã có tài khoản?</Trans>{' '}
          <Link to="/login" className={styles.link}>
            <Trans>Đăng nhập</Trans>
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
    </AuthFormCard>
  )
}
