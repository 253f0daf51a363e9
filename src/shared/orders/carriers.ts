/**
 * The shipping partners a box is handed to in Vietnam (the warehouse's "handed to shipping partner"
 * event names one and its tracking number). Brand names, the same in every language. `tracking` is
 * the carrier's public tracking page for a number, where the carrier publishes one we rely on.
 */
export const CARRIERS = [
  {
    id: 'ghn',
    name: 'Giao Hàng Nhanh (GHN)',
    tracking: (number: string) => `https://donhang.ghn.vn/?order_code=${encodeURIComponent(number)}`,
  },
  { id: 'ghtk', name: 'Giao Hàng Tiết Kiệm (GHTK)', tracking: (number: string) => `https://i.ghtk.vn/${encodeURIComponent(number)}` },
  { id: 'viettel_post', name: 'Viettel Post', tracking: null },
  { id: 'vnpost', name: 'VNPost', tracking: null },
  { id: 'jt_express', name: 'J&T Express', tracking: null },
] as const

export type CarrierId = (typeof CARRIERS)[number]['id']
export const CARRIER_IDS = CARRIERS.map((carrier) => carrier.id) as [CarrierId, ...CarrierId[]]

/** A tracking number as carriers print them: letters, digits and dashes. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/

export function findCarrier(id: string | undefined) {
  return CARRIERS.find((carrier) => carrier.id === id) ?? null
}

/** The carrier's tracking page for the number, or null when it publishes none we rely on. */
export function trackingUrl(carrierId: string | undefined, number: string | undefined): string | null {
  const carrier = findCarrier(carrierId)
  return carrier?.tracking && number ? carrier.tracking(number) : null
}
