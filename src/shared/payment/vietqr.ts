import { QRPay } from 'vietnam-qr-pay/dist/qr-pay'

/**
 * VietQR (NAPAS 247 bank transfer, an EMVCo merchant-presented QR): the payload Vietnamese banking
 * apps scan to pre-fill a transfer. Built with `vietnam-qr-pay` (TLV fields, CRC16-CCITT in field 63);
 * this module only decides what goes in and keeps it to what every banking app accepts.
 */
export type VietQrInput = {
  /** 6-digit NAPAS BIN of the receiving bank. */
  bankBin: string
  accountNumber: string
  /** Whole dong; omitted or 0 gives a QR where the payer types the amount. */
  amount?: number
  /** Transfer content (field 62 › 08); folded to ASCII and cut to TRANSFER_CONTENT_MAX. */
  content?: string
}

/** Banks cut longer transfer contents; 25 characters pass everywhere. */
export const TRANSFER_CONTENT_MAX = 25
/** Field 54 holds at most 13 characters. */
const MAX_AMOUNT = 9_999_999_999_999

/** Transfer content as banks accept it: ASCII letters, digits and spaces, no diacritics. */
export function transferContent(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'))
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TRANSFER_CONTENT_MAX)
    .trim()
}

export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new Error('VietQR: the bank BIN must be 6 digits')
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNumber)) throw new Error('VietQR: invalid account number')
  const amount = input.amount !== undefined && Number.isFinite(input.amount) ? Math.round(input.amount) : 0
  if (amount < 0 || amount > MAX_AMOUNT) throw new Error('VietQR: amount out of range')
  const purpose = transferContent(input.content ?? '')
  return QRPay.initVietQR({
    bankBin: input.bankBin,
    bankNumber: input.accountNumber,
    amount: amount > 0 ? String(amount) : undefined,
    purpose: purpose || undefined,
  }).build()
}

/**
 * The amount of the payment page's price text: VND written as '1,234,567d' (or with the đ sign).
 * Anything else (another currency, a typo) gives undefined: the QR then leaves the amount to the payer.
 */
export function parseTransferAmount(text: string | undefined): number | undefined {
  const match = /^\s*(\d{1,3}(?:[.,\s]\d{3})*|\d+)\s*[dđ]\s*$/i.exec(text ?? '')
  if (!match) return undefined
  const amount = Number(match[1].replace(/[.,\s]/g, ''))
  return amount > 0 && amount <= MAX_AMOUNT ? amount : undefined
}
