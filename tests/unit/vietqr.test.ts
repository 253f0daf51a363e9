import { describe, expect, it } from 'vitest'
import { BANK_TRANSFER_ACCOUNT } from '@shared/payment/bank-account'
import { buildVietQrPayload, parseTransferAmount, transferContent } from '@shared/payment/vietqr'

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), bit by bit: independent of the library's table. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Splits EMVCo TLV text (two-digit id, two-digit length, value) into [id, value] pairs. */
function tlv(text: string): [string, string][] {
  const fields: [string, string][] = []
  let rest = text
  while (rest.length > 0) {
    const length = Number(rest.slice(2, 4))
    fields.push([rest.slice(0, 2), rest.slice(4, 4 + length)])
    rest = rest.slice(4 + length)
  }
  return fields
}

// A dynamic VietQR issued by a Vietnamese payment gateway for a real transfer (MB Bank, 2,000 VND).
const KNOWN_GOOD =
  '00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN6224082018f8746b181045f0a2ce63040FC0'

describe('VietQR payload', () => {
  it('checks out with an independent CRC16-CCITT on the known-good example', () => {
    expect(crc16(KNOWN_GOOD.slice(0, -4))).toBe(KNOWN_GOOD.slice(-4))
    // The standard check value of CRC-16/CCITT-FALSE.
    expect(crc16('123456789')).toBe('29B1')
  })

  it('builds the known-good example field for field', () => {
    const payload = buildVietQrPayload({ bankBin: '970422', accountNumber: 'VQRQABRLS0448', amount: 2000, content: '18f8746b181045f0a2ce' })
    expect(payload).toBe(KNOWN_GOOD)
  })

  it('lays out our account, the amount and the order code as banking apps read them', () => {
    const payload = buildVietQrPayload({
      bankBin: BANK_TRANSFER_ACCOUNT.bankBin,
      accountNumber: BANK_TRANSFER_ACCOUNT.accountNumber,
      amount: 1_234_567,
      content: 'OS000042',
    })
    const fields = tlv(payload)
    expect(fields.map(([id]) => id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63'])
    const byId = Object.fromEntries(fields)
    expect(byId['00']).toBe('01')
    expect(byId['01']).toBe('12') // dynamic: carries an amount
    expect(Object.fromEntries(tlv(byId['38']))).toEqual({
      '00': 'A000000727',
      '01': `0006${BANK_TRANSFER_ACCOUNT.bankBin}01${String(BANK_TRANSFER_ACCOUNT.accountNumber.length).padStart(2, '0')}${BANK_TRANSFER_ACCOUNT.accountNumber}`,
      '02': 'QRIBFTTA',
    })
    expect(byId['53']).toBe('704')
    expect(byId['54']).toBe('1234567')
    expect(byId['58']).toBe('VN')
    expect(byId['62']).toBe('0808OS000042')
    expect(byId['63']).toBe(crc16(payload.slice(0, -4)))
  })

  it('leaves the amount to the payer when there is none (static QR)', () => {
    const fields = Object.fromEntries(tlv(buildVietQrPayload({ bankBin: '970436', accountNumber: '0041000123456' })))
    expect(fields['01']).toBe('11')
    expect(fields['54']).toBeUndefined()
    expect(fields['62']).toBeUndefined()
  })

  it('refuses a malformed bank BIN or account', () => {
    expect(() => buildVietQrPayload({ bankBin: '9704', accountNumber: '1' })).toThrow()
    expect(() => buildVietQrPayload({ bankBin: '970436', accountNumber: '12 34' })).toThrow()
  })
})

describe('transfer content and amount', () => {
  it('folds Vietnamese to ASCII and keeps 25 characters', () => {
    expect(transferContent('Thanh toán đơn OS000042')).toBe('Thanh toan don OS000042')
    expect(transferContent('x'.repeat(40))).toHaveLength(25)
  })

  it('reads the price text of the payment page', () => {
    expect(parseTransferAmount('1,234,567d')).toBe(1_234_567)
    expect(parseTransferAmount('1.234.567đ')).toBe(1_234_567)
    expect(parseTransferAmount('500d')).toBe(500)
    expect(parseTransferAmount('¥1,000')).toBeUndefined()
    expect(parseTransferAmount('0d')).toBeUndefined()
    expect(parseTransferAmount(undefined)).toBeUndefined()
  })
})
