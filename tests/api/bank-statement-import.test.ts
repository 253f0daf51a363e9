import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, inject, it } from 'vitest'
import { orderCode } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { TEST_PROJECT_ID } from './support/global-setup'
import { BANK_ENV, bankReference, customerOrder, dongBalance, placeOwnShopOrder, postTransfer, staffCall } from './support/money-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

const IMPORT = '/api/admin/bank-transfers/import'
const HEADER = 'date,amount,content,reference'
const run = promisify(execFile)

/** A multipart body with the file as `statement`, as the console's file input sends it. */
function statementForm(bytes: Buffer, field = 'statement') {
  const boundary = `----statement${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="statement.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** `npm run admin -- …` as a terminal runs it, against the test project's emulator. */
function admin(args: string[]) {
  return run('node_modules/.bin/tsx', ['src/server/cli/admin.ts', ...args], {
    env: { ...process.env, FIREBASE_PROJECT_ID: TEST_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'), ADMIN_AS: '' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

describeEachDriver(
  'bank statement import (CSV)',
  (context) => {
    let token = ''
    let email = ''
    let buyer: Customer

    const upload = (bytes: Buffer, headers: Record<string, string> = bearer(token)) => {
      const form = statementForm(bytes)
      return context().app.inject({
        method: 'POST',
        url: IMPORT,
        headers: { ...headers, ...form.headers, 'accept-language': 'en' },
        payload: form.payload,
      })
    }
    const transfers = async () =>
      (await staffCall(context(), token, 'GET', '/api/admin/bank-transfers?per_page=100')).json().data as {
        reference_code: string | null
        status: string
        order_id: number | null
        applied_amount: number
      }[]
    const csv = (...rows: string[]) => Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`)

    it('sets up a staff member and a customer', async () => {
      const staff = await signUpStaff(context())
      token = staff.token
      email = staff.email
      buyer = await customer(context())
    })

    it('matches each row as the bank feed does (mangled codes, vi amounts, BOM), and a re-import changes nothing', async () => {
      const paidId = await placeOwnShopOrder(context(), buyer)
      const partId = await placeOwnShopOrder(context(), buyer)
      const paid = await customerOrder(context(), buyer, paidId)
      const part = await customerOrder(context(), buyer, partId)
      const vi = (amount: number) => `"${amount.toLocaleString('vi-VN')}"`
      const refs = [bankReference(), bankReference(), bankReference()]
      const file = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        csv(
          `26/11/2026,${vi(paid.amount_due)},"THANH TOAN ${orderCode(paidId).slice(0, 2).toLowerCase()} ${orderCode(paidId).slice(2)} FT2433",${refs[0]}`,
          `26/11/2026,${Math.floor(part.amount_due / 2)},thanh toán đơn ${orderCode(partId).toLowerCase()}.,${refs[1]}`,
          `27/11/2026,"250.000","CHUYEN TIEN NGUYEN VAN A",${refs[2]}`,
        ),
      ])
      const first = await upload(file)
      expect(first.statusCode).toBe(200)
      expect(first.json().data).toMatchObject({ recorded: 3, known: 0, to_match: 1 })
      expect(first.json().data.rows).toEqual([
        { line: 2, reference: refs[0], amount: paid.amount_due, outcome: 'recorded', status: 'applied', order_id: paidId },
        { line: 3, reference: refs[1], amount: Math.floor(part.amount_due / 2), outcome: 'recorded', status: 'applied', order_id: partId },
        { line: 4, reference: refs[2], amount: 250_000, outcome: 'recorded', status: 'unmatched', order_id: null },
      ])
      expect(await customerOrder(context(), buyer, paidId)).toMatchObject({ status_id: ORDER_STATUS.Paid, amount_due: 0 })
      expect(await customerOrder(context(), buyer, partId)).toMatchObject({
        amount_paid: Math.floor(part.amount_due / 2),
        amount_due: part.amount_due - Math.floor(part.amount_due / 2),
      })
      const queued = (await transfers()).find((row) => row.reference_code === refs[2])
      expect(queued).toMatchObject({ status: 'unmatched' })
      const balance = await dongBalance(context(), buyer)
      const count = (await transfers()).length

      const again = await upload(file)
      expect(again.statusCode).toBe(200)
      expect(again.json().data).toMatchObject({ recorded: 0, known: 3, to_match: 0 })
      expect(again.json().data.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['known', 'known', 'known'])
      expect(await dongBalance(context(), buyer)).toBe(balance)
      expect((await transfers()).length).toBe(count)
      const audit = (await staffCall(context(), token, 'GET', '/api/admin/audit?filter[action]=bank_transfer.import')).json().data
      expect(audit).toHaveLength(1)
      expect(audit[0].after).toMatchObject({ recorded: 3, known: 0, to_match: 1 })
    })

    it('knows a transfer the feed already reported by its bank reference', async () => {
      const id = await placeOwnShopOrder(context(), buyer)
      const reference = bankReference()
      expect(
        (await postTransfer(context(), { content: orderCode(id), transferAmount: 100_000, referenceCode: reference })).statusCode,
      ).toBe(200)
      const answer = await upload(csv(`2026-11-26,100000,${orderCode(id)},${reference}`))
      expect(answer.json().data).toMatchObject({ recorded: 0, known: 1, rows: [{ outcome: 'known', status: 'applied', order_id: id }] })
      expect(await customerOrder(context(), buyer, id)).toMatchObject({ amount_paid: 100_000 })
    })

    it('refuses a file with bad rows, naming each, and writes nothing', async () => {
      const good = bankReference()
      const answer = await upload(
        csv(
          `2026-11-26,100000,OS001001,${good}`,
          `2026-11-26,12.5,OS001001,${bankReference()}`,
          `2026-11-26,-5000,OS001001,${bankReference()}`,
          '2026-11-26,5000,OS001001,',
          `,5000,OS001001,${bankReference()}`,
          `2026-11-26,5000,OS001001`,
          `2026-11-26,5000,OS001001,${good}`,
        ),
      )
      expect(answer.statusCode).toBe(422)
      const body = answer.json()
      expect(body.message).toBe('6 row(s) are not valid; nothing was recorded. Fix the rows named and import again.')
      expect(Object.keys(body.errors).sort()).toEqual(['rows.3', 'rows.4', 'rows.5', 'rows.6', 'rows.7', 'rows.8'])
      expect(body.errors['rows.3']).toEqual(['The amount must be a positive whole number of dong (e.g. 1.000.000).'])
      expect(body.errors['rows.8']).toEqual(['This bank reference is already on an earlier row of the file.'])
      expect((await transfers()).some((row) => row.reference_code === good)).toBe(false)
    })

    it('answers hostile files with a clear 4xx, never a 500', async () => {
      const cases: [string, Buffer | null, number, string][] = [
        [
          'Latin-1 bytes',
          Buffer.concat([Buffer.from(`${HEADER}\n2026-11-26,1000,Thanh to`), Buffer.from([0xe1, 0x6e]), Buffer.from(',FT1\n')]),
          422,
          'UTF-8',
        ],
        ['UTF-16', Buffer.from(`\ufeff${HEADER}\n`, 'utf16le'), 422, ''],
        ['a wrong header', Buffer.from('ngay,so tien,noi dung,ma\n2026-11-26,1000,x,FT9\n'), 422, 'date,amount,content,reference'],
        ['only the header', Buffer.from(`${HEADER}\n`), 422, 'no transfer'],
        ['an open quote', Buffer.from(`${HEADER}\n2026-11-26,"1000,x,FT9\n`), 422, 'not valid CSV'],
        ['a huge file', Buffer.alloc(1_100_000, 'a'), 413, 'too large'],
        ['too many rows', csv(...Array.from({ length: 5001 }, (_, index) => `d,1,x,R${index}`)), 413, 'too many rows'],
        ['binary', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 422, ''],
      ]
      for (const [name, bytes, status, message] of cases) {
        const answer = await upload(bytes!)
        expect(answer.statusCode, name).toBe(status)
        expect(answer.json().message, name).toContain(message)
      }
      const none = await context().app.inject({
        method: 'POST',
        url: IMPORT,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: {},
      })
      expect(none.statusCode).toBe(400)
      const wrongField = statementForm(csv('2026-11-26,1000,x,FT9'), 'file')
      const missing = await context().app.inject({
        method: 'POST',
        url: IMPORT,
        headers: { ...bearer(token), ...wrongField.headers },
        payload: wrongField.payload,
      })
      expect(missing.statusCode).toBe(400)
      expect((await upload(csv(`2026-11-26,1000,x,${bankReference()}`), buyer.headers)).statusCode).toBe(403)
      expect((await upload(csv(`2026-11-26,1000,x,${bankReference()}`), {})).statusCode).toBe(401)
    })

    it('runs from the terminal: npm run admin -- bank import <file>, idempotent', async () => {
      const address = await context().app.listen({ host: '127.0.0.1', port: 0 })
      const id = await placeOwnShopOrder(context(), buyer)
      const reference = bankReference()
      const file = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.csv')
      writeFileSync(
        file,
        `${HEADER}\n2026-11-26,"50.000",TT ${orderCode(id)},${reference}\n2026-11-26,"70.000",KHONG MA,${bankReference()}\n`,
      )
      const as = ['--as', email, '--server', address]
      const first = await admin(['bank', 'import', file, ...as])
      expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('2 recorded, 0 already known, 1 to match.') })
      const second = await admin(['bank', 'import', file, ...as])
      expect(second).toMatchObject({ code: 0, stdout: expect.stringContaining('0 recorded, 2 already known, 0 to match.') })
      expect(await customerOrder(context(), buyer, id)).toMatchObject({ amount_paid: 50_000 })
      const bad = join(mkdtempSync(join(tmpdir(), 'statement-')), 'bad.csv')
      writeFileSync(bad, `${HEADER}\n2026-11-26,12.5,x,${bankReference()}\n`)
      expect(await admin(['bank', 'import', bad, ...as])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('rows.2: The amount must be'),
      })
    })
  },
  { env: BANK_ENV },
)
