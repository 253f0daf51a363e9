import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { isAllowedRedirect, SHORT_LINK_MAX_HOPS } from '@shared/catalog/short-links'

/**
 * The port that resolves a share link (amzn.asia/d/…) to the address it stands for. Built from one
 * redirect lookup (a ShortLinkHop) by shortLinkResolver, which applies the rules: at most
 * SHORT_LINK_MAX_HOPS redirects, each to an Amazon host (shared/catalog/short-links.ts). The
 * composition root gives the HTTP lookup in production, a fixed table in tests and the demo.
 */
export type ShortLinks = {
  /** The final address, or null when it cannot be resolved (unknown, too many hops, a refused host, a timeout). */
  resolve(url: URL): Promise<URL | null>
}

/** One request: the address the given one redirects to (its Location), or null when it does not redirect. */
export type ShortLinkHop = (url: URL) => Promise<string | null>

export function shortLinkResolver(hop: ShortLinkHop, maxHops = SHORT_LINK_MAX_HOPS): ShortLinks {
  return {
    async resolve(start) {
      if (!isAllowedRedirect(start)) return null
      let url = start
      for (let hops = 0; hops < maxHops; hops += 1) {
        let location: string | null
        try {
          location = await hop(url)
        } catch {
          return null
        }
        if (location === null) return hops === 0 ? null : url
        let next: URL
        try {
          next = new URL(location, url)
        } catch {
          return null
        }
        if (!isAllowedRedirect(next)) return null
        url = next
      }
      return null
    },
  }
}

/** Addresses a request from the server must never reach: loopback, private, link-local, unique-local, CGNAT, unspecified. */
const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6')

/** An address literal a request must not reach (IPv4-mapped IPv6 addresses are checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return PRIVATE.check(mapped[1], 'ipv4')
    return PRIVATE.check(address, 'ipv6')
  }
  return PRIVATE.check(address, 'ipv4')
}

export type HttpShortLinkOptions = {
  /** Each lookup's time limit (ms). */
  timeoutMs: number
  /** How a host name becomes addresses (default: the system resolver). */
  resolveHost?: (host: string) => Promise<string[]>
  fetchImpl?: typeof fetch
}

const systemResolve = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)

/**
 * One redirect lookup over HTTP: the host's addresses are checked first (none private), then a GET
 * that follows nothing (redirect: manual) within the time limit; the answer's body is never read.
 */
export function httpShortLinkHop({ timeoutMs, resolveHost = systemResolve, fetchImpl = fetch }: HttpShortLinkOptions): ShortLinkHop {
  return async (url) => {
    const addresses = await resolveHost(url.hostname)
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) return null
    const response = await fetchImpl(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel().catch(() => {})
    if (response.status < 300 || response.status > 399) return null
    return response.headers.get('location')
  }
}

/** A fixed table of redirects (tests and the demo: no request leaves the machine). */
export function tableShortLinkHop(table: Readonly<Record<string, string>>): ShortLinkHop {
  return async (url) => table[url.href] ?? null
}

/**
 * The demo's share links: each stands for a product of the demo's Amazon mirror, as the app's share
 * button would give it (README: Share links).
 */
export const DEMO_SHORT_LINKS: Readonly<Record<string, string>> = {
  'https://amzn.asia/d/0hXqBcH': 'https://www.amazon.co.jp/dp/B0CHX3QBCH?ref_=cm_sw_r_apan',
  'https://amzn.to/3Demo01': 'https://amzn.asia/d/0hXqBcH',
}

export const demoShortLinks = (): ShortLinks => shortLinkResolver(tableShortLinkHop(DEMO_SHORT_LINKS))
