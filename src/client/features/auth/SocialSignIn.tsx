import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@client/ui'
import { signInWithSocial, type SocialProvider } from './auth-actions'
import * as styles from './auth.css'

type SocialSignInProps = {
  remember: boolean
  onError: (error: unknown) => void
  onStart?: () => void
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  )
}

function AppleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.6c-.02-2.2 1.8-3.27 1.88-3.32-1.03-1.5-2.62-1.7-3.18-1.73-1.35-.14-2.64.8-3.33.8-.69 0-1.74-.78-2.87-.76-1.47.02-2.83.86-3.59 2.18-1.54 2.66-.39 6.6 1.1 8.76.73 1.06 1.6 2.24 2.74 2.2 1.1-.04 1.51-.71 2.84-.71 1.32 0 1.7.71 2.86.69 1.18-.02 1.93-1.07 2.65-2.13.84-1.22 1.18-2.41 1.2-2.47-.03-.01-2.28-.88-2.3-3.5zM14.2 6.13c.6-.74 1.01-1.75.9-2.77-.87.04-1.93.59-2.55 1.32-.56.65-1.05 1.69-.92 2.69.97.07 1.96-.5 2.57-1.24z"
      />
    </svg>
  )
}

/** Google and Apple sign-in (popup). */
export function SocialSignIn({ remember, onError, onStart }: SocialSignInProps) {
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const start = async (provider: SocialProvider) => {
    onStart?.()
    setBusy(provider)
    try {
      await signInWithSocial(provider, remember)
    } catch (error) {
      onError(error)
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className={styles.socialButtons}>
      <Button
        type="button"
        variant="outline"
        fullWidth
        loading={busy === 'google'}
        disabled={busy !== null}
        onClick={() => void start('google')}
      >
        <GoogleMark />
        <Trans>Tiếp tục với Google</Trans>
      </Button>
      <Button
        type="button"
        variant="outline"
        fullWidth
        loading={busy === 'apple'}
        disabled={busy !== null}
        onClick={() => void start('apple')}
      >
        <AppleMark />
        <Trans>Tiếp tục với Apple</Trans>
      </Button>
    </div>
  )
}
