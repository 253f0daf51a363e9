import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { multipart } from './support/multipart'
import { describeEachDriver, type TestContext } from './support/test-app'

type Customer = { headers: { authorization: string } }

// A real 1×1 PNG (signature, IHDR, IDAT, IEND).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)])
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)])
const MAX_BYTES = 4096

async function customer(context: TestContext): Promise<Customer> {
  const { token } = await context.signUp()
  return { headers: { authorization: `Bearer ${token}` } }
}

const ticketBody = (content: string) => ({ name: 'Trần Thị Bình', contact: '0912345678', message: content })

async function createTicket(context: TestContext, who: Customer): Promise<number> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/supports',
    headers: who.headers,
    payload: ticketBody('Đơn hàng chưa tới'),
  })
  expect(response.statusCode).toBe(201)
  return response.json().data.id
}

const storedFiles = (root: string) => (existsSync(join(root, 'support')) ? readdirSync(join(root, 'support')).sort() : [])

function upload(
  context: TestContext,
  who: Customer,
  supportId: number | string,
  file?: { name: string; type: string; bytes: Buffer },
  language = 'en',
) {
  const body = multipart({ support_id: String(supportId) }, file)
  return context.app.inject({
    method: 'POST',
    url: '/api/support-contents',
    headers: { ...who.headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  })
}

describeEachDriver('support', (context) => {
  let uploadDir = ''

  beforeAll(() => {
    uploadDir = mkdtempSync(join(tmpdir(), 'storefront-uploads-'))
    Object.assign(context().app.config, { UPLOAD_DIR: uploadDir, UPLOAD_MAX_BYTES: MAX_BYTES })
  })
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }))

  it('asks for sign-in', async () => {
    const { app } = context()
    expect((await app.inject({ method: 'POST', url: '/api/supports', payload: ticketBody('x') })).statusCode).toBe(401)
    const body = multipart({ support_id: '1' }, { name: 'a.png', type: 'image/png', bytes: PNG })
    expect(
      (await app.inject({ method: 'POST', url: '/api/support-contents', headers: body.headers, payload: body.payload })).statusCode,
    ).toBe(401)
  })

  it('creates a ticket with its fields stored as data, never labelled text', async () => {
    const me = await customer(context())
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/supports',
      headers: me.headers,
      payload: ticketBody('Cần hỗ trợ'),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      name: 'Trần Thị Bình',
      contact: '0912345678',
      order_id: null,
      message: 'Cần hỗ trợ',
      status: 'open',
      contents: [],
    })
  })

  it('requires a message, in the request language, ', async () => {
    const me = await customer(context())
    const { app } = context()
    const messages = {
      en: 'Please describe your problem.',
      vi: 'Vui lòng nhập mô tả vấn đề của bạn.',
      ja: 'お問い合わせ内容を入力してください。',
    }
    for (const [language, message] of Object.entries(messages)) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/supports',
        headers: { ...me.headers, 'accept-language': language },
        payload: { message: '  ' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.message).toEqual([message])
    }
  })

  it('attaches images recognised by content and serves them back to their owner only', async () => {
    const owner = await customer(context())
    const other = await customer(context())
    const supportId = await createTicket(context(), owner)
    const { app } = context()
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      // The declared name and type do not matter; the bytes do.
      const response = await upload(context(), owner, supportId, { name: 'photo.txt', type: 'application/octet-stream', bytes })
      expect(response.statusCode, type).toBe(201)
      const content = response.json().data
      expect(content).toMatchObject({ support_id: supportId, mime_type: type, size: bytes.length })
      const served = await app.inject({ url: content.url, headers: owner.headers })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(type)
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.rawPayload.equals(bytes)).toBe(true)
      expect((await app.inject({ url: content.url, headers: other.headers })).statusCode).toBe(404)
      expect((await app.inject({ url: content.url })).statusCode).toBe(401)
    }
    const ticket = (await app.inject({ url: `/api/supports/${supportId}`, headers: owner.headers })).json().data
    expect(ticket.contents).toHaveLength(3)
    expect(storedFiles(uploadDir).length).toBeGreaterThanOrEqual(3)
    expect((await app.inject({ url: `/api/supports/${supportId}`, headers: other.headers })).statusCode).toBe(404)
    const theirs = (await app.inject({ url: '/api/supports', headers: other.headers })).json()
    expect(theirs.total).toBe(0)
  })

  it('refuses a file that is not an image, whatever its name says', async () => {
    const me = await customer(context())
    const supportId = await createTicket(context(), me)
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const response = await upload(context(), me, supportId, { name: 'cat.png', type: 'image/png', bytes: html })
    expect(response.statusCode).toBe(415)
    expect(response.json().errors.attachment_file).toEqual(['The attachment must be a JPEG, PNG, GIF or WebP image.'])
    const svg = await upload(context(), me, supportId, {
      name: 'a.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    expect(svg.statusCode).toBe(415)
  })

  it('refuses a file over the size cap', async () => {
    const me = await customer(context())
    const supportId = await createTicket(context(), me)
    const filesBefore = storedFiles(uploadDir)
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES, 0)])
    const response = await upload(context(), me, supportId, { name: 'big.png', type: 'image/png', bytes: big })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      message: 'The image is too large (4 KB at most).',
      errors: { attachment_file: ['The image is too large.'] },
    })
    const ticket = (await context().app.inject({ url: `/api/supports/${supportId}`, headers: me.headers })).json().data
    expect(ticket.contents).toEqual([])
    expect(storedFiles(uploadDir)).toEqual(filesBefore)
  })

  it('refuses to attach to another customer’s ticket or without a file', async () => {
    const owner = await customer(context())
    const other = await customer(context())
    const supportId = await createTicket(context(), owner)
    expect((await upload(context(), other, supportId, { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(404)
    const noFile = await upload(context(), owner, supportId)
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().errors).toHaveProperty('attachment_file')
    const badId = await upload(context(), owner, 'abc', { name: 'a.png', type: 'image/png', bytes: PNG })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().errors).toHaveProperty('support_id')
    const json = await context().app.inject({
      method: 'POST',
      url: '/api/support-contents',
      headers: owner.headers,
      payload: { support_id: supportId },
    })
    expect(json.statusCode).toBe(400)
  })

  it('reads support_id as decimal digits only, within the id range', async () => {
    const me = await customer(context())
    const supportId = await createTicket(context(), me)
    const spellings = [
      `0x${supportId.toString(16)}`,
      `${supportId}e0`,
      `${supportId}.0`,
      ` ${supportId}`,
      `+${supportId}`,
      `0b${supportId.toString(2)}`,
    ]
    for (const supportIdText of [...spellings, '0', '-1', '2147483648', '99999999999', '']) {
      const response = await upload(context(), me, supportIdText, { name: 'a.png', type: 'image/png', bytes: PNG })
      expect({ supportIdText, status: response.statusCode }).toEqual({ supportIdText, status: 400 })
      expect(response.json().errors).toHaveProperty('support_id')
    }
    expect((await upload(context(), me, String(supportId), { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(201)
  })
})
