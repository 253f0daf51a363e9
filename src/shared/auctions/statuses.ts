import type { SnipeFailureReason } from '@shared/notifications/kinds'

/** Spec §4 Bid log statuses: leading, outbid, lost, won. Anything else is shown raw. */
export const BID_LOG_STATUSES = ['success', 'missing-top', 'final-missing-top', 'final-success'] as const
export type BidLogStatus = (typeof BID_LOG_STATUSES)[number]

/** A snipe's life: scheduled (changeable) → placed or failed; or cancelled by the customer. */
export const SNIPE_STATUSES = ['scheduled', 'placed', 'failed', 'cancelled'] as const
export type SnipeStatus = (typeof SNIPE_STATUSES)[number]
export type { SnipeFailureReason }

/** The bid log's status of a scheduled or failed snipe (outside the four bid statuses, so shown by its own badge). */
export const SNIPE_LOG_STATUSES = { scheduled: 'snipe-scheduled', failed: 'snipe-failed' } as const

/** Lead times offered for a snipe (seconds before the end); any whole number of seconds in range also works. */
export const SNIPE_LEAD_CHOICES = [180, 300, 600] as const
export const SNIPE_LEAD_MIN_SECONDS = 5
export const SNIPE_LEAD_MAX_SECONDS = 24 * 60 * 60

/** Which permission a request or check is about (spec §6: Yahoo Auction bidding, and Ecoring apart). */
export const PERMISSION_SCOPES = ['auction', 'ecoring'] as const
export type PermissionScope = (typeof PERMISSION_SCOPES)[number]
/** supplier_name of POST /request-permission/create, by scope. */
export const PERMISSION_SUPPLIER_NAMES = { auction: 'yahoo-auction', ecoring: 'ecoring' } as const satisfies Record<PermissionScope, string>
export const PERMISSION_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const
export type PermissionRequestStatus = (typeof PERMISSION_REQUEST_STATUSES)[number]

/**
 * Error codes (the `code` of an error answer) the client acts on: without permission it opens the
 * request form (spec §6 "a specific server message meaning no auction permission").
 */
export const AUCTION_ERROR_CODES = {
  noPermission: 'auctionNoPermission',
  ecoringNoPermission: 'ecoringNoPermission',
  ended: 'auctionEnded',
  belowMinimum: 'auctionBelowMinimum',
  notAboveOwnMax: 'auctionNotAboveOwnMax',
  notFound: 'auctionNotFound',
  /** The deposit the bid needs is more than the wallet has available (the answer names the đ missing). */
  depositShort: 'auctionDepositShort',
} as const
