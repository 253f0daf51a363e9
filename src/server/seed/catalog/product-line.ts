import type { PictogramName } from '@server/modules/media'
import type { OriginCode } from './origins'

/** One variant of a line: its label (size, colour, pack) and a typical shop price in yen. */
export type Variant = [label: string, yen: number]

/** A product line as a Japanese shop lists it; each variant becomes one product. */
export type ProductLine = {
  brand: string
  /** Vietnamese name without the variant. */
  name: string
  /** Japanese name, appended to the listing name (Japanese search has data this way). */
  ja?: string
  variants: Variant[]
  /** Default: jp. */
  origin?: OriginCode
  ingredients?: string
  /** A second child category the line also belongs to. */
  alsoIn?: number
  /** The drawing of its goods when it is not its category's usual one (a flask among kitchen tools). */
  picture?: PictogramName
}

export type CategoryLines = { categoryId: number; lines: ProductLine[] }
