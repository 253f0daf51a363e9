import { z } from 'zod/mini'
import { optionalText } from '@client/app/search-params'

/** /cart: `only` (a cart line key, "shop/item"): Buy now opens the checkout with that line alone selected. */
export const cartSearchSchema = z.object({ only: optionalText })
export type CartSearch = z.infer<typeof cartSearchSchema>
