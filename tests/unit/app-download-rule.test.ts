import { describe, expect, it } from 'vitest'
import { mayOfferAppOn } from '@client/features/layout/app-download-rule'

describe('where the app-download suggestion may open', () => {
  it.each([
    ['/', true],
    ['/products/ikom', true],
    ['/products/ikom/101006', true],
    ['/customer/orders', true],
    ['/login', false],
    ['/login/', false],
    ['/register', false],
    ['/forget-password', false],
    ['/cart', false],
    ['/payment-information', false],
    ['/other-market/3/payment', false],
    ['/other-market/3/B0CHX3QBCH', true],
    ['/loginx', true],
  ])('%s → %s', (pathname, allowed) => {
    expect(mayOfferAppOn(pathname)).toBe(allowed)
  })
})
