import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { WatchVenue } from '@shared/auctions/contracts'
import { Alert, Button } from '@client/ui'
import { followingQueryOptions, useFollowLot } from './watch-query'
import * as styles from './auctions.css'

/** Follow or unfollow the lot (signed in): a toggle button, pressed while I follow it (issue 27 watch list). */
export function WatchButton({ auctionId, venue = 'yahoo-auction' }: { auctionId: string; venue?: WatchVenue }) {
  const following = useQuery(followingQueryOptions(auctionId, venue))
  const follow = useFollowLot(auctionId, venue)
  const pressed = following.data === true
  return (
    <div className={styles.watchRow}>
      <Button
        type="button"
        variant="secondary"
        aria-pressed={pressed}
        disabled={following.data === undefined}
        loading={follow.isPending}
        onClick={() => follow.mutate(!pressed)}
      >
        {pressed ? <Trans>Bỏ theo dõi</Trans> : <Trans>Theo dõi</Trans>}
      </Button>
      {follow.isError && <Alert variant="danger">{follow.error.message}</Alert>}
    </div>
  )
}
