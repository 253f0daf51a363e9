import { describe, expect, it } from 'vitest'
import { canMoveOrder, isFinalOrderStatus, nextOrderStatuses, ORDER_TRANSITIONS, orderStatusName } from '@shared/orders/state-machine'
import { ORDER_STATUS, type OrderStatusName } from '@shared/orders/statuses'

const NAMES = Object.keys(ORDER_STATUS) as OrderStatusName[]

/**
 * Every (from, to) pair, written out: a row is the status an order is in, an X a move staff may make.
 * Columns in the order of the header. Changing the machine means changing this table on purpose.
 */
const EXPECTED = `
                     Newish Pending WaitingToReceive ReceivedAtWarehouse Paid Finish OutOfStock Cancelled Debited PaidToSupplier
Newish               .      X       .                .                   .    .      X          X         .       .
Pending              .      .       .                .                   X    .      X          X         .       .
WaitingToReceive     .      .       .                X                   .    .      .          X         .       .
ReceivedAtWarehouse  .      .       .                .                   .    X      .          .         X       .
Paid                 .      .       .                .                   .    .      X          X         .       X
Finish               .      .       .                .                   .    .      .          .         .       .
OutOfStock           .      .       .                .                   .    .      .          .         .       .
Cancelled            .      .       .                .                   .    .      .          .         .       .
Debited              .      .       .                .                   .    X      .          .         .       .
PaidToSupplier       .      .       X                .                   .    .      X          .         .       .
`

function expectedPairs(): Map<string, boolean> {
  const [header, ...rows] = EXPECTED.trim().split('\n')
  const columns = header.trim().split(/\s+/)
  const pairs = new Map<string, boolean>()
  for (const row of rows) {
    const [from, ...marks] = row.trim().split(/\s+/)
    marks.forEach((mark, index) => pairs.set(`${from}→${columns[index]}`, mark === 'X'))
  }
  return pairs
}

describe('order state machine', () => {
  const pairs = expectedPairs()

  it('the expected table covers every pair of the ten statuses', () => expect(pairs.size).toBe(NAMES.length * NAMES.length))

  it.each(NAMES.flatMap((from) => NAMES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canMoveOrder(ORDER_STATUS[from], ORDER_STATUS[to])).toBe(pairs.get(`${from}→${to}`))
  })

  it('offers the moves in the table’s order', () => {
    expect(nextOrderStatuses(ORDER_STATUS.Newish)).toEqual([ORDER_STATUS.Pending, ORDER_STATUS.OutOfStock, ORDER_STATUS.Cancelled])
  })

  it('takes a new order to Finish along the main road', () => {
    const road: OrderStatusName[] = [
      'Newish',
      'Pending',
      'Paid',
      'PaidToSupplier',
      'WaitingToReceive',
      'ReceivedAtWarehouse',
      'Debited',
      'Finish',
    ]
    for (let step = 1; step < road.length; step++) expect(canMoveOrder(ORDER_STATUS[road[step - 1]], ORDER_STATUS[road[step]])).toBe(true)
  })

  it('reaches every status from Newish, and an end from every status', () => {
    const reachable = new Set<OrderStatusName>(['Newish'])
    for (let grown = true; grown; ) {
      grown = false
      for (const from of [...reachable])
        for (const to of ORDER_TRANSITIONS[from])
          if (!reachable.has(to)) {
            reachable.add(to)
            grown = true
          }
    }
    expect([...reachable].sort()).toEqual([...NAMES].sort())
    const ends = (name: OrderStatusName, seen = new Set<OrderStatusName>()): boolean =>
      isFinalOrderStatus(ORDER_STATUS[name]) ||
      ORDER_TRANSITIONS[name].some((next) => !seen.has(next) && ends(next, new Set([...seen, name])))
    for (const name of NAMES) expect(ends(name), name).toBe(true)
  })

  it('ends orders in Finish, OutOfStock and Cancelled only; never stays in place', () => {
    expect(NAMES.filter((name) => isFinalOrderStatus(ORDER_STATUS[name]))).toEqual(['Finish', 'OutOfStock', 'Cancelled'])
    for (const name of NAMES) expect(canMoveOrder(ORDER_STATUS[name], ORDER_STATUS[name])).toBe(false)
  })

  it('knows no move from or to an id that is no status', () => {
    expect(nextOrderStatuses(0)).toEqual([])
    expect(nextOrderStatuses(11)).toEqual([])
    expect(canMoveOrder(ORDER_STATUS.Newish, 11)).toBe(false)
    expect(orderStatusName(11)).toBeUndefined()
    expect(isFinalOrderStatus(11)).toBe(false)
  })
})
