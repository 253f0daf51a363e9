import { useLingui } from '@lingui/react/macro'
import { Alert } from '@client/ui'
import { authErrorMessage } from './auth-error-message'

/** The identity provider's failure in a red alert (spec §8). */
export function AuthError({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  if (!error) return null
  return <Alert variant="danger">{authErrorMessage(error, i18n)}</Alert>
}
