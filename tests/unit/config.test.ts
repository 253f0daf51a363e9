import { describe, expect, it } from 'vitest'
import { ConfigError, auctionBridgeOf, authEmulatorHost, demoAuthExposureWarning, loadConfig } from '@server/config'

describe('configuration', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      FIREBASE_PROJECT_ID: 'demo-storefront',
      usesAuthEmulator: true,
      DEMO_DATA: 'on',
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(authEmulatorHost(config)).toBe('127.0.0.1:9099')
  })

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/)
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/)
  })

  it('runs the job workers in the server process unless told otherwise', () => {
    expect(loadConfig({}).JOB_WORKERS).toBe('in-process')
    expect(loadConfig({ JOB_WORKERS: 'off' }).JOB_WORKERS).toBe('off')
    expect(() => loadConfig({ JOB_WORKERS: 'separate' })).toThrow(/JOB_WORKERS/)
  })

  it('reads each rate limit as <requests>/<window> (s, m, h) or off', () => {
    expect(loadConfig({}).RATE_LIMIT_REVIEWS).toEqual({ max: 10, windowMs: 60_000 })
    const config = loadConfig({ RATE_LIMIT_REVIEWS: '5/30s', RATE_LIMIT_ORDERS: 'off', RATE_LIMIT_TRANSLATE: '100/2h' })
    expect(config.RATE_LIMIT_REVIEWS).toEqual({ max: 5, windowMs: 30_000 })
    expect(config.RATE_LIMIT_ORDERS).toBeNull()
    expect(config.RATE_LIMIT_TRANSLATE).toEqual({ max: 100, windowMs: 7_200_000 })
    for (const bad of ['10 per minute', '0/1m', '10/0m', '10/1d', '10', '-1/1m']) {
      expect(() => loadConfig({ RATE_LIMIT_SUPPORT_TICKETS: bad }), bad).toThrow(
        /RATE_LIMIT_SUPPORT_TICKETS: must be off or <requests>\/<window>/,
      )
    }
    expect(() => loadConfig({ RATE_LIMIT_IP_SHARE: '0' })).toThrow(/RATE_LIMIT_IP_SHARE/)
  })

  it('uses a real project without the emulator unless told otherwise', () => {
    const config = loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123' })
    expect(config.usesAuthEmulator).toBe(false)
    expect(authEmulatorHost(config)).toBeUndefined()
  })

  describe('demo sign-in (Auth emulator, unsigned tokens) on a public address', () => {
    it.each(['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]'])('serves on loopback %s without a word', (HOST) => {
      expect(demoAuthExposureWarning(loadConfig({ HOST }))).toBeNull()
    })

    it.each(['0.0.0.0', '::', '192.168.1.20', 'shop.example.vn', '128.0.0.1', '127.example.com'])(
      'refuses to start a demo- project on %s',
      (HOST) => {
        expect(() => demoAuthExposureWarning(loadConfig({ HOST }))).toThrow(ConfigError)
        expect(() => demoAuthExposureWarning(loadConfig({ HOST }))).toThrow(/ALLOW_DEMO_AUTH_ON_PUBLIC_HOST=yes/)
      },
    )

    it('refuses a real project pointed at an emulator too', () => {
      const config = loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'shop-prod-123', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
      expect(() => demoAuthExposureWarning(config)).toThrow(/accepts unsigned tokens/)
    })

    it('starts when explicitly allowed, with a warning to log', () => {
      const config = loadConfig({ HOST: '0.0.0.0', ALLOW_DEMO_AUTH_ON_PUBLIC_HOST: 'yes' })
      expect(demoAuthExposureWarning(config)).toMatch(/^WARNING .*anyone who can reach this server can sign in as any customer/)
    })

    it('lets a real project serve anywhere', () => {
      expect(demoAuthExposureWarning(loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'shop-prod-123' }))).toBeNull()
    })
  })

  it('takes demo data as a setting of its own, whatever the Firebase project', () => {
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123' }).DEMO_DATA).toBe('on')
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-storefront', DEMO_DATA: 'off' }).DEMO_DATA).toBe('off')
  })

  it('bridges auctions through the staff desk in production and the simulator in the demo, unless told', () => {
    expect(auctionBridgeOf(loadConfig({ DEMO_DATA: 'off' }))).toBe('desk')
    expect(auctionBridgeOf(loadConfig({ DEMO_DATA: 'on' }))).toBe('simulator')
    expect(auctionBridgeOf(loadConfig({ DEMO_DATA: 'on', AUCTION_BRIDGE: 'desk' }))).toBe('desk')
    expect(auctionBridgeOf(loadConfig({ DEMO_DATA: 'off', AUCTION_BRIDGE: 'simulator' }))).toBe('simulator')
    expect(() => loadConfig({ AUCTION_BRIDGE: 'robot' })).toThrow(/AUCTION_BRIDGE/)
  })
})
