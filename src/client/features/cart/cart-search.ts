/** /cart: `only` (a cart line key, "shop/item"): Buy now opens the checkout with that line alone selected. */
export type CartSearch = { only?: string }

/** The route's validateSearch: anything but a text `only` is dropped. */
export function cartSearchSchema(search: Record<string, unknown>): CartSearch {
  return typeof search.only === 'string' && search.only ? { only: search.only } : {}
}
