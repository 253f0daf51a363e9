import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { Alert, Button } from '@client/ui'
import { followingQueryOptions, useFollowLot } from './watch-query'
import * as styles from './auctions.css'

/** Follow or unfollow the lot (signed in): a toggle button, pressed while I follow it (issue 27 watch list). */
export function WatchButton({ auctionId }: { auctionId: string }) {
  const following = useQuery(followingQueryOptions(auctionId))
  const follow = useFollowLot(auctionId)
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
