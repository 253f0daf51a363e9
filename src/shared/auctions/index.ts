/** Auctions shared by client and server: contracts (spec §7) and the pure bidding rules. */
export * from './contracts'
export * from './ecoring'
export * from './engine'
export * from './increments'
export * from './statuses'
export * from './lot-cost'
export * from './desk'
export * from './deposit'
