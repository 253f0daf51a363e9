import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@server/http/types'
import { DRIVERS, buildTestApp, openSeededDatabase } from './support/test-app'

/** A built client as `npm run build` lays it out, small: index.html with Vite's kind of inline start-up script, a service worker, a renderer. */
const START_UP_SCRIPT = `(function(){window.startUp=fetch("/api/client-config")})()`
const SHELL = `<!doctype html><html lang="vi"><head><script type="module" crossorigin src="/assets/index.js"></script><script>${START_UP_SCRIPT}</script></head><body><div id="root"></div></body></html>`
const RENDERER = `export async function prepareRenderer() {}
export async function renderPage() { return { head: '', html: '<h1>Rendered on the server</h1>', state: { queries: [] }, routeIds: [], unloaded: [] } }`

function writeClientBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'storefront-headers-'))
  mkdirSync(join(root, 'client', '.vite'), { recursive: true })
  mkdirSync(join(root, 'server'))
  writeFileSync(join(root, 'client', 'index.html'), SHELL)
  writeFileSync(
    join(root, 'client', '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
  )
  writeFileSync(join(root, 'client', 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(root, 'server', 'entry-server.js'), RENDERER)
  return root
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
  if (!entry) throw new Error(`no ${name} in ${policy}`)
  return entry.slice(1)
}

/** Inline scripts of a page that would run (data blocks never do), with their nonce attribute. */
function executableInlineScripts(html: string): { nonce: string | undefined; body: string }[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !/type="application\/json"/.test(attributes))
    .map(([, attributes, body]) => ({ nonce: /\snonce="([^"]+)"/.exec(attributes)?.[1], body }))
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  const policy = String(headers['content-security-policy'])
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
  expect(directive(policy, 'script-src-attr')).toEqual(["'none'"])
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Firebase's popup sign-in needs the window it opens.
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
}

for (const driver of DRIVERS) {
  describe(`security headers [${driver}]`, () => {
    let app: App
    let clientBuild = ''
    let cleanUp = async () => {}

    beforeAll(async () => {
      clientBuild = writeClientBuild()
      const database = await openSeededDatabase(driver)
      const built = await buildTestApp(database.handle, { serveClient: true, env: { CLIENT_DIST_DIR: join(clientBuild, 'client') } })
      app = built.app
      cleanUp = async () => {
        await built.close()
        await database.handle.close()
        await database.drop()
      }
    })
    afterAll(async () => {
      await cleanUp()
      rmSync(clientBuild, { recursive: true, force: true })
    })

    it('lets a server-rendered page run exactly its own inline scripts: the shell start-up by hash, its own by this response’s nonce', async () => {
      const page = await app.inject({ url: '/' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Rendered on the server')
      expectCommonHeaders(page.headers)
      const scriptSources = directive(String(page.headers['content-security-policy']), 'script-src')
      const scripts = executableInlineScripts(page.body)
      expect(scripts.map((script) => script.body)).toContain(START_UP_SCRIPT)
      expect(scripts.some((script) => script.nonce)).toBe(true)
      for (const script of scripts) {
        const allowed = scriptSources.includes(sha256(script.body)) || scriptSources.includes(`'nonce-${script.nonce}'`)
        expect(allowed, script.body.slice(0, 60)).toBe(true)
      }
      // A nonce is good for one response only.
      const again = await app.inject({ url: '/' })
      expect(directive(String(again.headers['content-security-policy']), 'script-src')).not.toContain(
        scriptSources.find((source) => source.startsWith("'nonce-")),
      )
    })

    it('lets the app shell (any other page) run its start-up script by hash', async () => {
      const shell = await app.inject({ url: '/customer/orders' })
      expect(shell.statusCode).toBe(200)
      expect(shell.body).toBe(SHELL)
      expectCommonHeaders(shell.headers)
      expect(directive(String(shell.headers['content-security-policy']), 'script-src')).toContain(sha256(START_UP_SCRIPT))
    })

    it('sends the headers with API answers, errors included', async () => {
      const shops = await app.inject({ url: '/api/shops' })
      expect(shops.statusCode).toBe(200)
      expect(shops.headers['content-type']).toMatch(/^application\/json/)
      expectCommonHeaders(shops.headers)
      const missing = await app.inject({ url: '/api/no-such-thing' })
      expect(missing.statusCode).toBe(404)
      expectCommonHeaders(missing.headers)
      const unauthenticated = await app.inject({ url: '/api/users/me' })
      expect(unauthenticated.statusCode).toBe(401)
      expectCommonHeaders(unauthenticated.headers)
    })

    it('answers a path with an empty segment as an unknown path of its kind, never 403', async () => {
      for (const url of ['/api/admin//me', '/api//users/me', '/catalog//v3/ikom']) {
        const answer = await app.inject({ url })
        expect(answer.statusCode, url).toBe(404)
        expect(answer.json(), url).toMatchObject({ code: 'routeNotFound' })
      }
      // Outside the API, the app shell (its router shows what it has for the path).
      const screen = await app.inject({ url: '/customer//orders' })
      expect(screen.statusCode).not.toBe(403)
      expect(screen.body).toBe(SHELL)
    })

    it('asks for HTTPS only when the request came over HTTPS (X-Forwarded-Proto from the proxy)', async () => {
      for (const url of ['/', '/api/shops']) {
        const plain = await app.inject({ url })
        expect(plain.headers['strict-transport-security'], url).toBeUndefined()
        const forwardedPlain = await app.inject({ url, headers: { 'x-forwarded-proto': 'http' } })
        expect(forwardedPlain.headers['strict-transport-security'], url).toBeUndefined()
        const secure = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } })
        expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000')
      }
    })

    it('believes forwarded headers only from the proxy TRUST_PROXY names (this machine by default)', async () => {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' }
      const direct = await app.inject({ url: '/api/shops', headers: forwarded, remoteAddress: '203.0.113.9' })
      expect(direct.headers['strict-transport-security']).toBeUndefined()
      const viaProxy = await app.inject({ url: '/api/shops', headers: forwarded, remoteAddress: '127.0.0.1' })
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000')
    })

    it('lets the app reach and frame the sign-in the client configuration points it to', async () => {
      const config = (await app.inject({ url: '/api/client-config' })).json() as { authEmulatorUrl: string }
      expect(config.authEmulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const policy = String((await app.inject({ url: '/' })).headers['content-security-policy'])
      expect(directive(policy, 'connect-src')).toEqual(["'self'", config.authEmulatorUrl])
      expect(directive(policy, 'frame-src')).toEqual([config.authEmulatorUrl])
      // Firebase loads Google's iframe helper for popup sign-in, also with the emulator.
      expect(directive(policy, 'script-src')).toContain('https://apis.google.com')
    })

    it('lets the service worker fetch the remote images it caches for the pages, and only it', async () => {
      const worker = await app.inject({ url: '/sw.js' })
      expect(worker.statusCode).toBe(200)
      expect(directive(String(worker.headers['content-security-policy']), 'connect-src')).toContain('https:')
      const page = await app.inject({ url: '/' })
      expect(directive(String(page.headers['content-security-policy']), 'connect-src')).not.toContain('https:')
      expect(directive(String(page.headers['content-security-policy']), 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    })
  })
}
