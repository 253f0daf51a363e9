import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '@server/app'
import { buildIntegrations } from '@server/composition-root'
import { loadConfig } from '@server/config'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import type { App } from '@server/http/types'
import type { IdentityVerifier } from '@server/identity/verifier'
import { missingJobQueue } from '@server/jobs'
import { createTranslator } from '@server/modules/translate/service'
import { TRANSLATE_MAX_LENGTH } from '@shared/contracts/catalog'

const noIdentity: IdentityVerifier = {
  verify: async () => {
    throw new Error('no identity here')
  },
  close: async () => {},
}

type FakeDeepl = {
  url: string
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[]
  fail: boolean
  server: Server
}

/** A stand-in for DeepL's /v2/translate on 127.0.0.1: upper-cases the text, or fails on demand. */
async function startFakeDeepl(): Promise<FakeDeepl> {
  const fake: FakeDeepl = { url: '', requests: [], fail: false, server: createServer() }
  fake.server.on('request', (request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const body = JSON.parse(raw) as { text: string[] }
      fake.requests.push({ headers: request.headers, body })
      if (fake.fail || request.url !== '/v2/translate') return response.writeHead(503).end('busy')
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ translations: [{ detected_source_language: 'JA', text: `[vi] ${body.text[0]}` }] }))
    })
  })
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
  const address = fake.server.address()
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return fake
}

async function appWith(env: Record<string, string>, database: DatabaseHandle): Promise<App> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'off', ...env })
  const integrations = await buildIntegrations(config, database, { identity: noIdentity, jobs: missingJobQueue() })
  return buildApp({ config, integrations, logger: false })
}

describe('translate', () => {
  let database: DatabaseHandle
  let plainApp: App
  let deeplApp: App
  let fake: FakeDeepl

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null })
    fake = await startFakeDeepl()
    plainApp = await appWith({}, database)
    deeplApp = await appWith({ DEEPL_API_KEY: 'test-key:fx', DEEPL_API_URL: fake.url }, database)
  })

  afterAll(async () => {
    await plainApp?.close()
    await deeplApp?.close()
    fake?.server.close()
    await database?.close()
  })

  const translate = (app: App, payload: object, language = 'vi') =>
    app.inject({ method: 'POST', url: '/api/translate', payload, headers: { 'accept-language': language } })

  it('answers the original text, flagged untranslated, without a provider', async () => {
    const response = await translate(plainApp, { text: 'とても良い商品です。', target: 'vi' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ text: 'とても良い商品です。', translated: false, provider: 'none' })
  })

  it('validates the request', async () => {
    const tooLong = await translate(plainApp, { text: 'あ'.repeat(TRANSLATE_MAX_LENGTH + 1), target: 'vi' }, 'en')
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().errors).toEqual({ text: ['The text to translate is too long (5000 characters at most).'] })
    expect((await translate(plainApp, { text: 'x', target: 'fr' })).json().errors).toHaveProperty('target')
    expect((await translate(plainApp, { target: 'vi' })).json().errors).toHaveProperty('text')
  })

  it('translates through DeepL when a key is configured (source ja by default)', async () => {
    fake.fail = false
    const response = await translate(deeplApp, { text: '肌にやさしい', target: 'vi' })
    expect(response.json()).toEqual({ text: '[vi] 肌にやさしい', translated: true, provider: 'deepl' })
    const sent = fake.requests.at(-1)!
    expect(sent.headers.authorization).toBe('DeepL-Auth-Key test-key:fx')
    expect(sent.body).toMatchObject({ text: ['肌にやさしい'], source_lang: 'JA', target_lang: 'VI' })
    const english = await translate(deeplApp, { text: 'Rất tốt', source: 'vi', target: 'en' })
    expect(english.json().translated).toBe(true)
    expect(fake.requests.at(-1)!.body).toMatchObject({ source_lang: 'VI', target_lang: 'EN-US' })
  })

  it('answers the original text when DeepL fails', async () => {
    fake.fail = true
    const response = await translate(deeplApp, { text: '届くのが遅かった', target: 'en' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ text: '届くのが遅かった', translated: false, provider: 'deepl' })
  })

  it('does not call the provider when source and target are the same language', async () => {
    const calls = fake.requests.length
    const response = await translate(deeplApp, { text: 'こんにちは', source: 'ja', target: 'ja' })
    expect(response.json()).toEqual({ text: 'こんにちは', translated: false, provider: 'deepl' })
    expect(fake.requests.length).toBe(calls)
  })

  it('falls back on any provider error, and remembers successful answers', async () => {
    let calls = 0
    const flaky = createTranslator({
      name: 'flaky',
      translate: async ({ text }) => {
        calls++
        if (text === 'boom') throw new Error('network down')
        return text.toUpperCase()
      },
    })
    expect(await flaky({ text: 'boom', source: 'ja', target: 'vi' })).toEqual({ text: 'boom', translated: false, provider: 'flaky' })
    expect(await flaky({ text: 'ok', source: 'ja', target: 'vi' })).toEqual({ text: 'OK', translated: true, provider: 'flaky' })
    expect(await flaky({ text: 'ok', source: 'ja', target: 'vi' })).toEqual({ text: 'OK', translated: true, provider: 'flaky' })
    expect(calls).toBe(2)
  })
})
