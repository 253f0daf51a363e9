import { splitOption, withOption } from '@shared/markets/option-ref'
import type { ListingWithDetails } from './model'

/** The size or variant a reference names ("<item>.<option>"), with its own price when it has one. */
export type ChosenOption = { itemRef: string; optionId: string; name: string; price: number | null }
export type ResolvedItem = { listing: ListingWithDetails; chosen: ChosenOption | null }

/** Sizes and variants a customer must choose one of before buying. */
export function optionsOf(listing: ListingWithDetails) {
  return [...listing.details.sizes, ...listing.details.variants]
}

/** The references to look up for these: each as it is, and the item a "<item>.<option>" reference names. */
export function lookupRefs(itemRefs: readonly string[]): string[] {
  const refs = new Set(itemRefs)
  for (const itemRef of itemRefs) {
    const split = splitOption(itemRef)
    if (split) refs.add(split.itemRef)
  }
  return [...refs]
}

/** The listing a reference names, among those found: exactly, or the item of "<item>.<option>" with that option. */
export function resolveItem(found: ReadonlyMap<string, ListingWithDetails>, itemRef: string): ResolvedItem | null {
  const exact = found.get(itemRef)
  if (exact) return { listing: exact, chosen: null }
  const split = splitOption(itemRef)
  const listing = split ? found.get(split.itemRef) : undefined
  const option = listing && optionsOf(listing).find((candidate) => candidate.id === split!.optionId)
  if (!listing || !option) return null
  return {
    listing,
    chosen: { itemRef: withOption(listing.itemRef, option.id), optionId: option.id, name: option.name, price: option.price },
  }
}
