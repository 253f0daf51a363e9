/**
 * The account customers pay orders into by bank transfer (spec §2 Payment information page).
 * Kept here rather than in the site config because the VietQR code needs the bank's NAPAS BIN
 * beside the account number, and both must match what the bank holds.
 */
export type BankTransferAccount = {
  /** Bank name as customers know it. */
  bankName: string
  /** The bank's 6-digit NAPAS BIN (VietQR field 38 › 01 › 00). */
  bankBin: string
  accountNumber: string
  /** Account holder, as the banking app shows it after the scan (upper case, no diacritics). */
  accountOwner: string
}

export const BANK_TRANSFER_ACCOUNT: BankTransferAccount = {
  bankName: 'Vietcombank - Ngân hàng TMCP Ngoại thương Việt Nam',
  bankBin: '970436',
  accountNumber: '0041000123456',
  accountOwner: 'CONG TY TNHH NHAT VIET SHOP',
}

/** Transfer content shown on the payment page when no order is given. */
export const EXAMPLE_TRANSFER_CONTENT = 'OS123456'
