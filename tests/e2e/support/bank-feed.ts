/** The bank feed's key the e2e server is started with (playwright.config.ts), as SePay would send it. */
export const E2E_BANK_WEBHOOK_API_KEY = 'e2e-sepay-key-7d41b09c2f'
/** The account the payment page's VietQR names (the server's default BANK_ACCOUNT_NUMBER). */
export const E2E_BANK_ACCOUNT_NUMBER = '0041000123456'
