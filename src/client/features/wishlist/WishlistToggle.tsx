import { Trans } from '@lingui/react/macro'
import { Button } from '@client/ui'
import { useWishlistEntry, type WishlistItem } from './use-wishlist'

/** To wishlist / saved, for an item of any shop (the list lives in this browser). */
export function WishlistToggle({ item }: { item: WishlistItem }) {
  const wishlist = useWishlistEntry(item)
  return (
    <Button
      variant={wishlist.saved ? 'secondary' : 'ghost'}
      aria-pressed={wishlist.saved}
      disabled={!wishlist.loaded}
      onClick={() => void wishlist.toggle()}
    >
      <span aria-hidden="true">{wishlist.saved ? '♥' : '♡'}</span>
      {wishlist.saved ? <Trans>Đã thêm vào yêu thích</Trans> : <Trans>Thêm vào yêu thích</Trans>}
    </Button>
  )
}
