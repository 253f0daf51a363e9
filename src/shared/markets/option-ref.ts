/**
 * A market item with a chosen size or variant is its own item reference, "<item ref>.<option id>"
 * (e.g. Nike "DD1391-100.26_5"): the cart, orders and their sources need nothing more to know
 * which one the customer wants, and two sizes of one shoe are two lines.
 */
export const OPTION_ID = /^[A-Za-z0-9_-]{1,20}$/

export function withOption(itemRef: string, optionId: string | null | undefined): string {
  return optionId ? `${itemRef}.${optionId}` : itemRef
}

/** The reference read as "<item>.<option>", or null when it cannot be one (look it up as it is first: codes may hold dots). */
export function splitOption(itemRef: string): { itemRef: string; optionId: string } | null {
  const at = itemRef.lastIndexOf('.')
  if (at <= 0) return null
  const optionId = itemRef.slice(at + 1)
  return OPTION_ID.test(optionId) ? { itemRef: itemRef.slice(0, at), optionId } : null
}
