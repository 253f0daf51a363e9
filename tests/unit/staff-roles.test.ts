import { describe, expect, it } from 'vitest'
import { ORDER_TRANSITIONS } from '@shared/orders/state-machine'
import { ORDER_STATUS, type OrderStatusName } from '@shared/orders/statuses'
import { mayMoveOrderTo, rolesAllow, rolesOfClaims, STAFF_ROLES } from '@shared/staff/roles'

describe('staff roles', () => {
  it('reads roles from the claims: staff: true alone is an owner, unknown names are dropped, no staff claim is none', () => {
    expect(rolesOfClaims({ staff: true })).toEqual(['owner'])
    expect(rolesOfClaims({ staff: true, staff_roles: ['support', 'janitor', 'finance'] })).toEqual(['finance', 'support'])
    expect(rolesOfClaims({ staff: true, staff_roles: [] })).toEqual([])
    expect(rolesOfClaims({ staff_roles: ['owner'] })).toEqual([])
    expect(rolesOfClaims(undefined)).toEqual([])
  })

  it('lets the owner do everything and any other member what one of their roles may', () => {
    expect(rolesAllow(['owner'], [])).toBe(true)
    expect(rolesAllow(['warehouse', 'support'], ['support'])).toBe(true)
    expect(rolesAllow(['warehouse'], ['finance'])).toBe(false)
    expect(rolesAllow([], STAFF_ROLES)).toBe(false)
  })

  it('gives warehouse only the moves up to delivery: no move it may make changes money', () => {
    const moneyMoves: OrderStatusName[] = ['Pending', 'Paid', 'PaidToSupplier', 'Debited', 'Cancelled', 'OutOfStock']
    const targets = [...new Set(Object.values(ORDER_TRANSITIONS).flat())]
    const warehouseMay = targets.filter((name) => mayMoveOrderTo(['warehouse'], ORDER_STATUS[name]))
    expect(warehouseMay.sort()).toEqual(['Finish', 'ReceivedAtWarehouse', 'WaitingToReceive'])
    for (const name of moneyMoves) expect(mayMoveOrderTo(['warehouse'], ORDER_STATUS[name]), name).toBe(false)
    for (const name of targets) expect(mayMoveOrderTo(['finance'], ORDER_STATUS[name]), name).toBe(true)
    expect(mayMoveOrderTo(['support', 'content', 'auctions'], ORDER_STATUS.Finish)).toBe(false)
  })
})
