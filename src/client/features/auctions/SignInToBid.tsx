import { useRouterState } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { HrefLink } from '@client/app/HrefLink'
import * as styles from './auctions.css'

/** Signed out: a link to sign in that comes back to this lot (to bid, or with `watch` to follow it). */
export function SignInToBid({ watch = false }: { watch?: boolean }) {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <p className={styles.hint}>
      <HrefLink href={`/login?redirect=${encodeURIComponent(here)}`}>
        {watch ? <Trans>Đăng nhập để theo dõi</Trans> : <Trans>Đăng nhập để đấu giá</Trans>}
      </HrefLink>
    </p>
  )
}
