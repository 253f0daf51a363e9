import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'

const RAKUTEN = {
  RAKUTEN_APPLICATION_ID: 'a1b2c3d4-0000-4000-8000-1234567890ab',
  RAKUTEN_ACCESS_KEY: 'pk_abcdefghijklmnopqrstuvwxyz0123456789',
  RAKUTEN_ORIGIN: 'https://shop.example.vn',
  RAKUTEN_API_VERSION: '20260501',
}

describe('configuration of the live market APIs', () => {
  it('serves every market from the mirror unless configured', () => {
    const config = loadConfig({})
    expect([config.RAKUTEN_APPLICATION_ID, config.YAHOO_SHOPPING_APPID]).toEqual([undefined, undefined])
    expect([config.MARKET_API_CACHE_SECONDS, config.MARKET_API_TIMEOUT_MS]).toEqual([3600, 5000])
  })

  it('takes Rakuten with all four settings, and names what is missing otherwise', () => {
    expect(loadConfig(RAKUTEN).RAKUTEN_API_URL).toBe('https://openapi.rakuten.co.jp')
    const { RAKUTEN_API_VERSION: _version, RAKUTEN_ORIGIN: _origin, ...partial } = RAKUTEN
    expect(() => loadConfig(partial)).toThrow(ConfigError)
    expect(() => loadConfig(partial)).toThrow(/RAKUTEN_ORIGIN: is needed[\s\S]*RAKUTEN_API_VERSION: is needed/)
  })

  it('refuses an origin with a path, and a cache longer than 24 hours', () => {
    expect(() => loadConfig({ ...RAKUTEN, RAKUTEN_ORIGIN: 'https://shop.example.vn/app' })).toThrow(/RAKUTEN_ORIGIN/)
    expect(() => loadConfig({ MARKET_API_CACHE_SECONDS: '86401' })).toThrow(/MARKET_API_CACHE_SECONDS/)
    expect(loadConfig({ MARKET_API_CACHE_SECONDS: '86400' }).MARKET_API_CACHE_SECONDS).toBe(86_400)
  })

  it('takes Yahoo! Shopping with its Client ID alone', () => {
    expect(loadConfig({ YAHOO_SHOPPING_APPID: 'dj00aiZpPXRlc3Qmcz1jb25zdW1lcnNlY3JldCZ4PTAw' }).YAHOO_SHOPPING_APPID).toMatch(/^dj00/)
  })
})
