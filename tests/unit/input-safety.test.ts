import Fastify from 'fastify'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { registerErrorHandling } from '@server/http/error-handler'
import { unstorableField } from '@server/http/input-guard'
import { registerRequestContext } from '@server/http/request-context'
import { isStorableText } from '@shared/http/storable'

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['Nước hoa Chanel', true],
    ['絵文字 😀', true],
    ['a\u0000b', false],
    ['\ud800', false],
    ['x\udc00', false],
    ['😀'.slice(0, 1), false],
    ['\ude00\ud83d', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable)
  })

  it('accepts every well-formed string without U+0000 and refuses it with one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(), (text, at) => {
        const clean = text.replaceAll('\u0000', '')
        expect(isStorableText(clean)).toBe(true)
        const position = at % (clean.length + 1)
        expect(isStorableText(`${clean.slice(0, position)}\u0000${clean.slice(position)}`)).toBe(false)
      }),
    )
  })
})

describe('unstorableField', () => {
  it('names the first unstorable string or key by its dotted path', () => {
    expect(unstorableField({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c')
    expect(unstorableField({ ok: { 'bad\ud800': 1 } })).toBe('ok')
    expect(unstorableField('\u0000')).toBe('')
    expect(unstorableField({ a: ['fine', 2, true, null] })).toBeNull()
  })

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000'
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep]
    expect(unstorableField(deep)).toMatch(/^0(\.0)*$/)
  })
})

describe('database refusals of input values', () => {
  async function answerTo(code: string) {
    const app = Fastify({ logger: false })
    registerRequestContext(app)
    registerErrorHandling(app, { spaFallback: false })
    app.get('/', async () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('refused'), { code }) })
    })
    const response = await app.inject({ url: '/', headers: { 'accept-language': 'en' } })
    await app.close()
    return response
  }

  it.each(['22021', '22P05', '22003'])('answers SQLSTATE %s (U+0000, jsonb escape, out of range) with 400', async (code) => {
    const response = await answerTo(code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'invalidValue', errors: { _: ['This value is invalid.'] } })
  })

  it('still answers any other database failure with a 500 that tells nothing', async () => {
    const response = await answerTo('23505')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: 'internalError', message: 'Something went wrong. Please try again later.' })
  })
})
