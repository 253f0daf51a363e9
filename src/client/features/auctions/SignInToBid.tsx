import { useRouterState } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { HrefLink } from '@client/app/HrefLink'
import * as styles from './auctions.css'

/** Signed out: a link to sign in that comes back to this lot. */
export function SignInToBid() {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <p className={styles.hint}>
      <HrefLink href={`/login?redirect=${encodeURIComponent(here)}`}>
        <Trans>Đăng nhập để đấu giá</Trans>
      </HrefLink>
    </p>
  )
}
