import type { CategoryLines } from '@server/seed/catalog/product-line'
import { BABY } from './baby'
import { BEAUTY } from './beauty'
import { ELECTRONICS } from './electronics'
import { FASHION } from './fashion'
import { FOOD } from './food'
import { HEALTH } from './health'
import { HOME } from './home'
import { TOYS } from './toys'

/** Every product line. Product ids are category × 1000 + position in the category: add new lines at the end of a category to keep existing ids. */
export const PRODUCT_LINES: CategoryLines[] = [...BEAUTY, ...HEALTH, ...BABY, ...FOOD, ...HOME, ...FASHION, ...ELECTRONICS, ...TOYS]
