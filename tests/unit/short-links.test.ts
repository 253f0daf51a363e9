import { describe, expect, it } from 'vitest'
import { isAllowedRedirect, isShortLink, SHORT_LINK_MAX_HOPS } from '@shared/catalog/short-links'
import { httpShortLinkHop, isPrivateAddress, shortLinkResolver, tableShortLinkHop } from '@server/modules/catalog/short-links'

const DP = 'https://www.amazon.co.jp/dp/B0CHX3QBCH?ref_=cm_sw_r_apan'

describe('share links (amzn.asia/d/…)', () => {
  it.each(['https://amzn.asia/d/0hXqBcH', 'http://amzn.asia/d/0hXqBcH', 'https://AMZN.ASIA/d/abc', 'https://amzn.to/3xYz'])(
    '%s is a share link',
    (url) => {
      expect(isShortLink(new URL(url))).toBe(true)
    },
  )
  it.each(['https://amzn.asia/', 'https://www.amazon.co.jp/dp/B0CHX3QBCH', 'https://amzn.asia.evil.example/d/x', 'ftp://amzn.asia/d/x'])(
    '%s is none',
    (url) => expect(isShortLink(new URL(url))).toBe(false),
  )
  it.each([
    'https://evil.example.com/dp/B0CHX3QBCH',
    'https://127.0.0.1/dp/B0CHX3QBCH',
    'https://[::1]/dp/B0CHX3QBCH',
    'https://10.0.0.8/',
    'https://www.amazon.co.jp:8443/dp/B0CHX3QBCH',
    'https://user:pw@www.amazon.co.jp/dp/B0CHX3QBCH',
    'javascript:alert(1)',
    'https://www.amazon.co.jp.evil.example/dp/B0CHX3QBCH',
  ])('never follows a redirect to %s', (url) => {
    expect(isAllowedRedirect(new URL(url))).toBe(false)
  })

  it('follows a table of redirects to the Amazon address, at most the hop limit, only through Amazon hosts', async () => {
    const table = {
      'https://amzn.asia/d/a': DP,
      'https://amzn.to/b': 'https://amzn.asia/d/a',
      'https://amzn.asia/d/relative': '/dp/B0CHX3QBCH',
      'https://amzn.asia/d/evil': 'https://evil.example.com/dp/B0CHX3QBCH',
      'https://amzn.asia/d/private': 'http://192.168.1.10/dp/B0CHX3QBCH',
      'https://amzn.asia/d/loop': 'https://amzn.asia/d/loop',
    }
    const resolver = shortLinkResolver(tableShortLinkHop(table))
    expect((await resolver.resolve(new URL('https://amzn.asia/d/a')))?.href).toBe(DP)
    expect((await resolver.resolve(new URL('https://amzn.to/b')))?.href).toBe(DP)
    expect((await resolver.resolve(new URL('https://amzn.asia/d/relative')))?.href).toBe('https://amzn.asia/dp/B0CHX3QBCH')
    for (const refused of ['evil', 'private', 'loop', 'unknown'])
      expect(await resolver.resolve(new URL(`https://amzn.asia/d/${refused}`)), refused).toBeNull()
    // A start that is no Amazon address is never requested.
    let asked = 0
    const counting = shortLinkResolver(async () => {
      asked += 1
      return DP
    })
    expect(await counting.resolve(new URL('https://169.254.169.254/latest'))).toBeNull()
    expect(asked).toBe(0)
    // A hop that fails (a timeout) resolves nothing.
    expect(await shortLinkResolver(() => Promise.reject(new Error('timeout'))).resolve(new URL('https://amzn.asia/d/a'))).toBeNull()
    expect(SHORT_LINK_MAX_HOPS).toBeLessThanOrEqual(5)
  })

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'not-an-ip',
  ])('%s is a private address', (address) => expect(isPrivateAddress(address)).toBe(true))
  it.each(['52.95.116.115', '2600:9000:2000::1', '::ffff:52.95.116.115'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false)
  })

  it('looks a host up before any request: one naming a private address is never asked', async () => {
    const asked: string[] = []
    const fetchImpl = (async (url: URL) => {
      asked.push(String(url))
      return new Response(null, { status: 301, headers: { location: DP } })
    }) as unknown as typeof fetch
    const toPrivate = httpShortLinkHop({ timeoutMs: 1000, resolveHost: async () => ['10.0.0.5'], fetchImpl })
    expect(await toPrivate(new URL('https://amzn.asia/d/a'))).toBeNull()
    expect(asked).toEqual([])
    const toPublic = httpShortLinkHop({ timeoutMs: 1000, resolveHost: async () => ['52.95.116.115'], fetchImpl })
    expect(await toPublic(new URL('https://amzn.asia/d/a'))).toBe(DP)
    expect(asked).toEqual(['https://amzn.asia/d/a'])
  })
})
