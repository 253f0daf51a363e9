/**
 * Where the app-download suggestion may open (spec §1: once per start, on a phone). Never where the
 * customer is in the middle of something: signing in, registering, resetting a password, the cart
 * and its checkout, paying or ordering directly.
 */
const BUSY_PAGES = [
  /^\/login$/,
  /^\/register$/,
  /^\/forget-password$/,
  /^\/cart$/,
  /^\/payment-information$/,
  /^\/other-market\/[^/]+\/payment$/,
]

export function mayOfferAppOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return !BUSY_PAGES.some((page) => page.test(path))
}

/** A field the customer is typing or choosing in: the suggestion waits until they leave it. */
export function isFormField(element: Element | null): boolean {
  if (!element) return false
  if ((element as HTMLElement).isContentEditable) return true
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
}
