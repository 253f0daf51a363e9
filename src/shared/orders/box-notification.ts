/**
 * Box notification headline (spec §4): the first key present in a notification's content, in this
 * order, decides the headline and its colour. No key: the client shows 'Undefined' in italics.
 */
export const BOX_NOTIFICATION_KEYS = [
  'distributed',
  'pick_in_container',
  'pick_out_container',
  'shipping',
  'cancel_distributed',
  'received',
  'refunded',
  'cancelled',
] as const
export type BoxNotificationKey = (typeof BOX_NOTIFICATION_KEYS)[number]

export type HeadlineTone = 'neutral' | 'success' | 'danger'

const TONES: Record<BoxNotificationKey, HeadlineTone> = {
  distributed: 'neutral',
  pick_in_container: 'neutral',
  pick_out_container: 'neutral',
  shipping: 'neutral',
  cancel_distributed: 'danger',
  received: 'success',
  refunded: 'danger',
  cancelled: 'danger',
}

export type Headline = {
  key: BoxNotificationKey
  tone: HeadlineTone
  /** Warehouse ids the headline names: `area_id` (distributed, pick_out_container) or from/to (pick_in_container). */
  areaId?: string
  fromAreaId?: string
  toAreaId?: string
}

type Content = Partial<Record<string, unknown>> | null | undefined

function text(value: unknown, key: string): string | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const field = (value as Record<string, unknown>)[key]
  return typeof field === 'string' || typeof field === 'number' ? String(field) : undefined
}

/** The headline of a notification, or null when no known key is present ('Undefined'). */
export function boxNotificationHeadline(content: Content): Headline | null {
  if (!content || typeof content !== 'object') return null
  const key = BOX_NOTIFICATION_KEYS.find((candidate) => content[candidate] !== undefined && content[candidate] !== null)
  if (!key) return null
  const detail = content[key]
  const headline: Headline = { key, tone: TONES[key] }
  if (key === 'distributed' || key === 'pick_out_container') headline.areaId = text(detail, 'area_id')
  if (key === 'pick_in_container') {
    headline.fromAreaId = text(detail, 'from_area_id')
    headline.toAreaId = text(detail, 'to_area_id')
  }
  return headline
}
