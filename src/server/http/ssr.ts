import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isLocalPath } from '@shared/http/local-path'
import { SSR_STATE_ELEMENT_ID } from '@shared/http/ssr'
import { localeFromCookie, type Locale } from '@shared/i18n/locales'
import { routeAssetsReader, type RouteAssets } from './client-manifest'
import { loggableError } from './loggable-error'
import { scriptNonce } from './security-headers'
import type { App } from './types'

type RenderedPage = { head: string; html: string; state: unknown; routeIds: string[]; unloaded: string[]; status?: number }
type Redirect = { redirect: string }

/** What src/client/entry-server.tsx exports (built to <dist>/server/entry-server.js). */
type Renderer = {
  prepareRenderer(transport: (url: string, init: RequestInit) => Promise<Response>): Promise<void>
  renderPage(url: string, locale: Locale): Promise<RenderedPage | Redirect>
  isAppPath?(pathname: string): boolean
}

/** Public first screens rendered on the server: home, the product lists, a product (issue 7's pages), and the markets' (issue 13). */
const SERVER_RENDERED_PATHS = [
  '/',
  '/products',
  '/products/:shop',
  '/products/:shop/:id',
  '/other-market/search',
  '/other-market/home/:shop',
  '/other-market/products/:shop',
  '/other-market/:shop',
  '/other-market/:shop/:id',
] as const
/** Under a rendered pattern, but the customer's own (sign-in required): the browser renders it, as every such page. */
const BROWSER_RENDERED_PATHS = ['/other-market/:shop/payment'] as const

/** A screen that takes longer than this is sent as the plain app shell instead. */
const RENDER_TIMEOUT_MS = 2_000
const ROOT_ELEMENT = '<div id="root"></div>'
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * Serves the listed paths as a server-rendered first screen inside the built index.html, with the
 * data it showed for the browser to hydrate. Anything that goes wrong (no SSR bundle, an error, a
 * slow render) falls back to the app shell, which renders in the browser as before.
 */
/** Whether the app has a screen for a path (the app's router decides); without the bundle, every path. */
export type AppPathCheck = (pathname: string) => boolean

export async function registerServerRendering(app: App, clientDir: string): Promise<AppPathCheck> {
  const bundle = join(dirname(resolve(clientDir)), 'server', 'entry-server.js')
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const template = splitShell(shell)
  if (!existsSync(bundle) || !template) {
    app.log.warn(`No server-rendering bundle at ${bundle}: first screens render in the browser.`)
    return () => true
  }
  const renderer = (await import(pathToFileURL(bundle).href)) as Renderer
  const routeAssets = routeAssetsReader(clientDir)
  await renderer.prepareRenderer((url, init) => injectApiRequest(app, url, init))

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeFromCookie(request.headers.cookie)
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8')
    try {
      const page = await withTimeout(renderer.renderPage(request.url, locale), RENDER_TIMEOUT_MS)
      // Only to a path of this site: never an open redirect.
      if ('redirect' in page) return reply.redirect(isLocalPath(page.redirect) ? page.redirect : '/', 302)
      // Rendered once: a query no route loader loads shows its skeleton, and the browser fetches it.
      if (page.unloaded.length > 0)
        request.log.warn({ url: request.url, queries: page.unloaded }, 'server rendering: queries no route loader loads')
      // A not-found screen (unknown shop or product) is answered 404.
      return reply.code(page.status ?? 200).send(fillTemplate(template, locale, page, routeAssets(page.routeIds), scriptNonce(request)))
    } catch (error) {
      request.log.warn(
        { err: error instanceof Error ? loggableError(error) : error, url: request.url },
        'server rendering failed: sending the app shell',
      )
      return reply.send(shell)
    }
  }
  for (const path of SERVER_RENDERED_PATHS) app.get(path, { schema: { hide: true } }, handler)
  const appShell = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell)
  for (const path of BROWSER_RENDERED_PATHS) app.get(path, { schema: { hide: true } }, appShell)
  return (pathname) => renderer.isAppPath?.(pathname) ?? true
}

/** The API answers the renderer's requests in-process (no socket); they carry the page's language. */
async function injectApiRequest(app: App, url: string, init: RequestInit): Promise<Response> {
  const headers = Object.fromEntries(new Headers(init.headers).entries())
  const response = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, payload: init.body as string | undefined })
  return new Response(response.statusCode === 304 ? null : new Uint8Array(response.rawPayload), {
    status: response.statusCode,
    headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
  })
}

/** index.html without its entry script and module preloads, which a rendered page loads later. */
type Template = { html: string; entry: string; preloads: string[] }

function splitShell(shell: string): Template | null {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1]
  if (!entry || !shell.includes(ROOT_ELEMENT)) return null
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  return { html: shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads }
}

function fillTemplate(template: Template, locale: Locale, page: RenderedPage, assets: RouteAssets, nonce: string): string {
  // "<" escaped so no text in the data can close the script element.
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c')
  const stylesheets = assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('')
  // Replacements are functions: a "$&" or "$'" in a product's name must stay text, not a replacement pattern.
  return template.html
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"`)
    .replace('</head>', () => `${page.head}${stylesheets}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${page.html}</div><script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${state}</script>` +
        deferredStart(template.entry, [...template.preloads, ...assets.js.map((file) => `/${file}`)], nonce),
    )
}

/**
 * The screen is already painted, so the app's JavaScript waits for the page's load event (its
 * images in): on a slow mobile network the first screen's pictures get the bandwidth first, and
 * the code that makes the screen interactive follows at once (links work meanwhile). The nonce is the
 * one this response's Content-Security-Policy allows (security-headers.ts).
 */
function deferredStart(entry: string, modules: string[], nonce: string): string {
  const urls = JSON.stringify([...new Set(modules)])
  return (
    `<script nonce="${nonce}">(function(){function s(){${urls}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});` +
    `var e=document.createElement('script');e.type='module';e.src=${JSON.stringify(entry)};document.head.appendChild(e)}` +
    `if(document.readyState==='complete')s();else addEventListener('load',s,{once:true})})()</script>`
  )
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
