import { describe, expect, it } from 'vitest'
import { ConfigError, authEmulatorHost, loadConfig } from '@server/config'

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

  it('uses a real project without the emulator unless told otherwise', () => {
    const config = loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123' })
    expect(config.usesAuthEmulator).toBe(false)
    expect(authEmulatorHost(config)).toBeUndefined()
  })

  it('takes demo data as a setting of its own, whatever the Firebase project', () => {
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123' }).DEMO_DATA).toBe('on')
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-storefront', DEMO_DATA: 'off' }).DEMO_DATA).toBe('off')
  })
})
