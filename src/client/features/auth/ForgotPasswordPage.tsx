import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@client/ui'
import { usePageTitle } from '@client/app/use-page-title'
import { sendPasswordReset } from './auth-actions'
import { AuthField } from './AuthField'
import { AuthFormCard } from './AuthFormCard'
import { useAuthSubmit } from './use-auth-submit'
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
  const [sent, setSent] = useState(false)
  const { busy, error, form } = useAuthSubmit(async () => {
    setSent(false)
    try {
      await sendPasswordReset(email.trim())
      setSent(true)
    } catch (failure) {
      // Whether an e-mail has an account is told to no one: an unknown one gets the same answer.
      if (isUnknownAccount(failure)) setSent(true)
      else throw failure
    }
  })
  const emailId = useId()

  return (
    <AuthFormCard
      titleId="forgot-title"
      title={<Trans>Quên mật khẩu</Trans>}
      lead={<Trans>Nhập e-mail của bạn, chúng tôi sẽ gửi liên kết để đặt lại mật khẩu.</Trans>}
      form={{ ...form, testId: 'forgot-password-form' }}
      error={error}
      submit={{ label: <Trans>Gửi liên kết đặt lại</Trans>, variant: 'primary', busy, testId: 'reset-submit' }}
      footnote={
        <Link to="/login" className={styles.link}>
          <Trans>Quay lại đăng nhập</Trans>
        </Link>
      }
    >
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
    </AuthFormCard>
  )
}
