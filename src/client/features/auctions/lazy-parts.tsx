import type { ComponentProps } from 'react'
import { Preloaded, preloadable } from '@client/app/preloadable'
import { Skeleton } from '@client/ui'
import type { AuctionPanel as Panel } from './AuctionPanel'
import type { LinkedLotPage as LinkedLot } from './LinkedLotPage'

/**
 * The lot page's heavy parts, each a chunk of its own (issue 25), so a market listing's first load
 * stays that of our own product page. The bidding panel (bid and snipe forms, their dialogs, the bids,
 * the live stream) is fetched by the route loader of an auction shop's listing only, so it renders at
 * once there (and on the server); a lot opened by its link loads on the mirror's "not found".
 */
const panel = preloadable(() => import('./AuctionPanel').then((module) => module.AuctionPanel), <Skeleton height="12em" />)
const linkedLot = preloadable(() => import('./LinkedLotPage').then((module) => module.LinkedLotPage), <Skeleton height="12em" />)

export function AuctionPanel(props: ComponentProps<typeof Panel>) {
  return <Preloaded part={panel} props={props} />
}
export const preloadAuctionPanel = panel.preload

export function LinkedLotPage(props: ComponentProps<typeof LinkedLot>) {
  return <Preloaded part={linkedLot} props={props} />
}
export const preloadLinkedLotPage = linkedLot.preload
