/** Where the server reads the time, so auctions and their tests can move it. */
export type Clock = { now: () => Date }

export const systemClock: Clock = { now: () => new Date() }
