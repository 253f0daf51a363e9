import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import helmet from 'helmet'
import type { FastifyRequest } from 'fastify'
import { authEmulatorUrl, firebaseAuthDomain, type Config } from '@server/config'
import type { App } from './types'

/** One year. No includeSubDomains: other hosts of the domain are not ours to force onto HTTPS. */
const HSTS_VALUE = 'max-age=31536000'
/** The PWA's service worker (vite-plugin-pwa builds src/client/sw/sw.ts to it). */
const SERVICE_WORKER_SCRIPT = '/sw.js'
/** Google's script loader: Firebase loads it for its sign-in iframe (popup and redirect sign-in), also with the emulator. */
const GOOGLE_SCRIPT_LOADER = 'https://apis.google.com'
/** Firebase Auth's REST endpoints of a real project. */
const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
/** Inline scripts of index.html (not the ones with a src, nor data blocks, which never run). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g

type Directives = Record<string, Array<string | ((request: IncomingMessage) => string)>>

/**
 * Security headers on every response (pages, assets, API answers, errors), by helmet: a
 * Content-Security-Policy without inline script unless hashed (the built index.html's) or carrying
 * this response's nonce (a server-rendered page's), frame-ancestors 'none' (and X-Frame-Options),
 * nosniff, Referrer-Policy strict-origin-when-cross-origin, and HSTS when the request came over HTTPS.
 * helmet's middleware is built once here: the Fastify plugin built it again for every request,
 * parsing the policy each time (~50 µs a request).
 */
export async function registerSecurityHeaders(app: App, config: Config, options: { clientDir?: string } = {}) {
  const scriptHashes = options.clientDir ? shellScriptHashes(options.clientDir) : []
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, scriptHashes) },
    // Firebase's popup sign-in watches the window it opens; "same-origin" would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, only over HTTPS: on plain HTTP (localhost) it means nothing.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) return done(error as Error)
      // Behind a TLS-terminating proxy TRUST_PROXY believes, X-Forwarded-Proto tells.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE)
      done()
    })
  })
}

/** The nonce this response's policy lets inline scripts run with (a server-rendered page puts it on its script). */
export function scriptNonce(request: FastifyRequest): string {
  return nonceOf(request.raw)
}

const nonces = new WeakMap<IncomingMessage, string>()

function nonceOf(request: IncomingMessage): string {
  let nonce = nonces.get(request)
  if (!nonce) {
    nonce = randomBytes(16).toString('base64')
    nonces.set(request, nonce)
  }
  return nonce
}

/** sha256 sources of the inline scripts in the built index.html (Vite's start-up script), which every page carries. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, body]) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`)
}

function shellScriptHashes(clientDir: string): string[] {
  const shell = join(clientDir, 'index.html')
  return existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : []
}

function contentSecurityPolicy(config: Config, scriptHashes: string[]): Directives {
  const extra = config.CSP_EXTRA_SOURCES
  const signIn = signInSources(config)
  const images = ["'self'", 'data:', 'blob:', 'https:', ...extra['img-src']]
  const connect = ["'self'", ...signIn.connect, ...extra['connect-src']]
  // A worker's own fetches are checked against its connect-src: the service worker fetches (and caches)
  // the pages' images, remote ones included.
  const workerConnect = [...new Set([...connect, ...images])]
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      (request) => `'nonce-${nonceOf(request)}'`,
      ...signIn.script,
      ...extra['script-src'],
    ],
    'script-src-attr': ["'none'"],
    // Style attributes (React's style={…}, e.g. rating stars) and the <style> Radix's scroll lock adds; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...extra['style-src']],
    'img-src': images,
    'font-src': ["'self'", 'data:', ...extra['font-src']],
    'connect-src': [(request) => (isServiceWorkerScript(request) ? workerConnect : connect).join(' ')],
    'frame-src': [...signIn.frame, ...extra['frame-src']],
    'media-src': ["'self'", ...extra['media-src']],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

/** Where Firebase sign-in talks to and frames: the Auth emulator, or the real project's APIs and auth domain. */
function signInSources(config: Config): { script: string[]; connect: string[]; frame: string[] } {
  const emulator = authEmulatorUrl(config)
  if (emulator) return { script: [GOOGLE_SCRIPT_LOADER], connect: [emulator], frame: [emulator] }
  return { script: [GOOGLE_SCRIPT_LOADER], connect: FIREBASE_AUTH_APIS, frame: [`https://${firebaseAuthDomain(config)}`] }
}

function isServiceWorkerScript(request: IncomingMessage): boolean {
  return request.url?.split('?')[0] === SERVICE_WORKER_SCRIPT
}
