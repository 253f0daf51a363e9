import type { Locale } from '@shared/i18n/locales'
import type { ShipmentMethodId } from '@shared/orders/totals'

/**
 * The names of the logistics reference data (shipment methods, warehouses and hubs) in each interface
 * language, keyed by the item's stable id. This table is the one source: the seed writes the database
 * rows from it (their `name` column is the Vietnamese name, kept for foreign keys and old readers), the
 * server answers in the request's language from it, notifications are worded from it when they are read
 * (so one stored before reads right in any language), and the client shows it in the active language.
 * An id missing here (a row added by hand) shows its stored name.
 */
export type LocalisedNames = Readonly<Record<Locale, string>>

export const SHIPMENT_METHOD_NAMES = {
  air: { vi: 'Đường hàng không', en: 'Air', ja: '航空便' },
  sea: { vi: 'Đường biển', en: 'Sea', ja: '船便' },
} as const satisfies Record<ShipmentMethodId, LocalisedNames>

/** Warehouses and hubs goods pass through, in the order the shop lists them. */
export const AREAS = [
  { id: 'jp-tokyo', country: 'jp', names: { vi: 'Kho Tokyo', en: 'Tokyo warehouse', ja: '東京倉庫' } },
  { id: 'jp-osaka', country: 'jp', names: { vi: 'Kho Osaka', en: 'Osaka warehouse', ja: '大阪倉庫' } },
  { id: 'vn-hanoi', country: 'vn', names: { vi: 'Kho Hà Nội', en: 'Hanoi warehouse', ja: 'ハノイ倉庫' } },
  { id: 'vn-hcm', country: 'vn', names: { vi: 'Kho TP. Hồ Chí Minh', en: 'Ho Chi Minh City warehouse', ja: 'ホーチミン倉庫' } },
  { id: 'vn-danang', country: 'vn', names: { vi: 'Kho Đà Nẵng', en: 'Da Nang warehouse', ja: 'ダナン倉庫' } },
] as const satisfies readonly { id: string; country: string; names: LocalisedNames }[]

const AREA_NAMES = new Map<string, LocalisedNames>(AREAS.map((area) => [area.id, area.names]))

/** A shipment method's name in a language; an unknown id gives its stored name, else the id. */
export function shipmentMethodName(id: string, locale: Locale, stored?: string | null): string {
  const names = (SHIPMENT_METHOD_NAMES as Record<string, LocalisedNames | undefined>)[id]
  return names?.[locale] ?? stored ?? id
}

/** A warehouse's name in a language; an unknown id gives its stored name, else the id. */
export function areaName(id: string, locale: Locale, stored?: string | null): string {
  return AREA_NAMES.get(id)?.[locale] ?? stored ?? id
}
