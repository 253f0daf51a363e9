/** The order rules both sides read; each file holds one kind of rule. */
export * from './money-position'
export * from './freight'
