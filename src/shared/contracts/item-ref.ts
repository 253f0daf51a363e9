import { z } from 'zod'
import { findShop } from '@shared/shops/registry'

/** Longest item reference accepted (market codes are far shorter; "store:item" stays well inside). */
export const ITEM_REF_MAX_LENGTH = 128

/**
 * An item's reference at its shop (see src/shared/catalog/product-path.ts): letters, digits and
 * `_ . : -`, starting with a letter or digit, at most 128 characters. Nothing else — no spaces,
 * slashes, `?`, `#`, U+0000 or other control characters — so a reference is safe in a path, a
 * database text column and a log line as it is.
 */
export const itemRefSchema = z
  .string({ error: 'fieldRequired' })
  .min(1, { error: 'fieldRequired' })
  .max(ITEM_REF_MAX_LENGTH, { error: 'fieldTooLong' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, { error: 'fieldInvalid' })

/** A shop of the registry (src/shared/shops/registry.ts), by id. */
export const shopIdSchema = z
  .number({ error: 'fieldRequired' })
  .int({ error: 'fieldInvalid' })
  .refine((id) => findShop(id) !== undefined, { error: 'fieldInvalid' })

/** Our own product's id, as clients before item references name a cart or order line. */
export const productIdSchema = z
  .number({ error: 'fieldRequired' })
  .int({ error: 'fieldInvalid' })
  .positive({ error: 'fieldInvalid' })
  .max(2_147_483_647, { error: 'fieldInvalid' })
