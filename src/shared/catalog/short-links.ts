/**
 * Amazon's app share links (amzn.asia/d/…, amzn.to/…) name no product: one redirect lookup on the
 * server (modules/catalog/short-links.ts) turns them into the amazon.co.jp address they stand for,
 * which then resolves as any pasted amazon.co.jp link. The rules of which addresses may be followed live here.
 */

/** Hosts whose addresses are share links to resolve. */
export const SHORT_LINK_HOSTS = ['amzn.asia', 'amzn.to'] as const
/** Hosts a share link may redirect through or to: Amazon's own, nothing else. */
const AMAZON_REDIRECT_HOSTS = new Set<string>([...SHORT_LINK_HOSTS, 'amazon.co.jp', 'www.amazon.co.jp', 'amazon.jp', 'www.amazon.jp'])
/** How many redirects one share link may take. */
export const SHORT_LINK_MAX_HOPS = 4

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '')

/** A pasted address that is a share link (https or http, a path after the host). */
export function isShortLink(url: URL): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (SHORT_LINK_HOSTS as readonly string[]).includes(hostOf(url)) &&
    url.pathname.length > 1
  )
}

/**
 * An address a share link may be followed to: https (or http) on one of Amazon's hosts by name, on the
 * standard port, without credentials. An address literal (IPv4 or IPv6) is never one of them.
 */
export function isAllowedRedirect(url: URL): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password || url.port) return false
  return AMAZON_REDIRECT_HOSTS.has(hostOf(url))
}
