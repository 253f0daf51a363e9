import type { FastifyRequest } from 'fastify'
import type { PermissionScope } from '@shared/auctions'
import { formatYen } from '@shared/money/money'
import { AppError, forbidden } from '@server/http/app-error'
import { currentUser } from '@server/modules/users'
import type { LotBidResult } from './bidding'
import { type HoldRefusal, holdRefusalError } from './holds'
import { noPermission } from './permissions'
import type { AuctionVenue } from './venue'

/** What every auction route uses: the venue, which resolves lots, applies the rules and answers the reads. */
export type AuctionRouteDeps = { auctions: AuctionVenue }

export const tags = ['auctions']
/** Bids, snipes and permission requests spend the bids budget. */
export const bidsBudget = { rateLimitPolicy: 'bids' } as const

/** The user id a body or query names must be the caller's (403 otherwise). */
export async function callerNamed(request: FastifyRequest, userId: number | undefined) {
  const user = await currentUser(request)
  if (userId !== undefined && userId !== user.id) throw forbidden()
  return user
}

/** A refused bid as the customer reads it. */
export function refusalError(result: Extract<LotBidResult, { accepted: false }>, scope: PermissionScope) {
  switch (result.refusal) {
    case 'no_permission':
      return noPermission(scope)
    case 'ended':
      return new AppError(422, 'auctionEnded')
    case 'details_pending':
      return new AppError(422, 'auctionDetailsPending')
    case 'below_minimum':
      return new AppError(422, 'auctionBelowMinimum', { minimum: formatYen(result.minimum) }, { price: ['auctionBelowMinimum'] })
    case 'not_above_own_max':
      return new AppError(422, 'auctionNotAboveOwnMax', { max: formatYen(result.row?.leaderMax ?? 0) })
    case 'deposit_short':
    case 'over_limit':
    case 'no_rate':
      // The amount's field: Yahoo Auction's `price`, Ecoring's `bid_price`.
      return holdRefusalError(result as HoldRefusal, scope === 'ecoring' ? 'bid_price' : 'price')
    default:
      return new AppError(404, 'auctionNotFound')
  }
}
