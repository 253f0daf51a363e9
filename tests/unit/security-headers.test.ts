import Fastify from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'
import { inlineScriptHashes, registerSecurityHeaders } from '@server/http/security-headers'

/** The policy a server with this environment sends, directive by directive. */
async function policyFor(env: Record<string, string>): Promise<Record<string, string[]>> {
  const app = Fastify({ trustProxy: true }).withTypeProvider<ZodTypeProvider>()
  await registerSecurityHeaders(app, loadConfig(env))
  app.get('/', async () => 'ok')
  const response = await app.inject({ url: '/' })
  await app.close()
  return Object.fromEntries(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  )
}

describe('Content-Security-Policy', () => {
  it('lets a real Firebase project sign in: its APIs, its auth domain framed, no emulator', async () => {
    const policy = await policyFor({ FIREBASE_PROJECT_ID: 'shop-prod-123' })
    expect(policy['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'])
    expect(policy['frame-src']).toEqual(['https://shop-prod-123.firebaseapp.com'])
    const custom = await policyFor({ FIREBASE_PROJECT_ID: 'shop-prod-123', FIREBASE_AUTH_DOMAIN: 'login.shop.example' })
    expect(custom['frame-src']).toEqual(['https://login.shop.example'])
  })

  it('adds the sources a deployment configures to their directives only', async () => {
    const policy = await policyFor({
      CSP_EXTRA_SOURCES:
        'connect-src https://api.shop.example wss://live.shop.example; img-src http://legacy-images.example ; frame-src https://www.google.com',
    })
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099', 'https://api.shop.example', 'wss://live.shop.example'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://legacy-images.example'])
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:9099', 'https://www.google.com'])
    expect(policy['script-src']).not.toContain('https://api.shop.example')
  })

  it.each(['script-src https://cdn.example', 'connect-src https://*.example.com:8443/path', 'img-src https:'])('accepts %s', (value) => {
    expect(() => loadConfig({ CSP_EXTRA_SOURCES: value })).not.toThrow()
  })

  it.each([
    ["script-src 'unsafe-inline'", /CSP_EXTRA_SOURCES: script-src needs host or scheme sources/],
    ["script-src 'nonce-abc'", /CSP_EXTRA_SOURCES/],
    ['frame-ancestors https://partner.example', /frame-ancestors is not one of connect-src/],
    ['default-src *', /default-src is not one of/],
    ['connect-src', /connect-src needs host or scheme sources, not nothing/],
    ['connect-src https://a.example,https://b.example', /CSP_EXTRA_SOURCES/],
  ])('refuses %s at start-up', (value, message) => {
    expect(() => loadConfig({ CSP_EXTRA_SOURCES: value })).toThrow(ConfigError)
    expect(() => loadConfig({ CSP_EXTRA_SOURCES: value })).toThrow(message)
  })

  it('hashes the inline scripts of index.html, not those with a src nor data blocks', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><script>start()</script>' +
      '<script id="state" type="application/json">{"a":1}</script><script>\n</script>'
    // printf 'start()' | openssl dgst -sha256 -binary | base64: the hash a browser computes over the element's text.
    expect(inlineScriptHashes(html)).toEqual(['sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='])
  })
})
