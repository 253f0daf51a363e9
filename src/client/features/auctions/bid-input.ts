/** Spec §5 Auction price: digits only, minimum 0. What the customer types, kept to digits (at most 12). */
export function digitsOnly(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 12)
}

/** The typed digits as a number; 0 when empty. */
export function digitsValue(digits: string): number {
  return digits === '' ? 0 : Number(digits)
}
