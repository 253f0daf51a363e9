import { expect, it } from 'vitest'
import { z } from 'zod'
import { uncappedText } from './support/uncapped-text'
import { describeEachDriver } from './support/test-app'

it('the walker finds text accepted without a length cap', () => {
  const schema = z.object({
    ok: z.string().max(5),
    name: z.string(),
    list: z.array(z.string().optional()),
    either: z.union([z.number(), z.string()]),
    free: z.record(z.string().max(3), z.unknown()),
    piped: z.string().transform(Number),
    email: z.email().max(100),
  })
  expect(uncappedText(schema)).toEqual(['name', 'list.*', 'either', 'free.*', 'piped'])
})

/**
 * Request bodies are what gets stored: each text field of each route's body has a length cap
 * (src/shared/contracts/fields.ts). Query strings and path parameters are parsed into typed
 * values and bounded by the URL's size; multipart fields by the form reader's field size.
 */
describeEachDriver('text size caps', (context) => {
  it('caps the length of every text field of every route’s request body', () => {
    const uncapped = context().app.registeredRoutes.flatMap((route) => {
      const body = route.schema?.body as z.ZodType | undefined
      return body ? uncappedText(body).map((field) => `${route.method} ${route.url}: ${field}`) : []
    })
    expect(uncapped).toEqual([])
  })
})
