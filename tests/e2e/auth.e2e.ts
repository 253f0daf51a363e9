import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** The header's sign-in link, shown once signed out. */
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })

test('a new customer registers, signs out, signs in with e-mail and password and reaches the orders page', async ({ page }) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`
  const password = 'e2e-secret-123'

  await page.goto('/register')
  const register = page.getByRole('region', { name: 'Đăng ký', exact: true })
  await register.getByLabel(/e-mail/i).fill(email)
  await register
    .getByLabel(/mật khẩu/i)
    .first()
    .fill(password)
  const confirm = register.getByLabel(/nhập lại|xác nhận/i)
  if (await confirm.count()) await confirm.fill(password)
  await register.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
  await expect(page).not.toHaveURL(/\/register/)

  await page.goto('/customer/orders')
  const side = page.getByRole('complementary')
  await expect(side.getByText(email, { exact: true })).toBeVisible()
  await expect(side.getByText(/^Mã khách hàng: \d+$/)).toBeVisible()
  await side.getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(signInLink(page)).toBeVisible()
  await page.goto('/customer/orders')
  await expect(page).toHaveURL(/\/login/)

  const login = page.getByRole('region', { name: 'Đăng nhập', exact: true })
  const submit = login.getByRole('button', { name: 'Đăng nhập', exact: true })
  await login.getByLabel(/e-mail/i).fill(email)
  await login.getByLabel(/mật khẩu/i).fill('wrong-password')
  await submit.click()
  await expect(login.getByRole('alert')).toBeVisible()
  // A new attempt the browser refuses itself (no password) leaves no stale message behind.
  await login.getByLabel(/mật khẩu/i).fill('')
  await submit.click()
  await expect(login.getByRole('alert')).toHaveCount(0)

  await login.getByLabel(/mật khẩu/i).fill(password)
  await submit.click()
  await expect(page).toHaveURL(/\/$|\/customer\/orders/)
  await page.goto('/customer/orders')
  await expect(page).toHaveURL(/\/customer\/orders/)
  await expect(side.getByText(email, { exact: true })).toBeVisible()
  await side.getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(signInLink(page)).toBeVisible()
  await page.goto('/customer')
  await expect(page).toHaveURL(/\/login/)
})

test('the login form requires both e-mail and password', async ({ page }) => {
  await page.goto('/login')
  const login = page.getByRole('region', { name: 'Đăng nhập', exact: true })
  await expect(login.getByLabel(/e-mail/i)).toHaveAttribute('required', '')
  await expect(login.getByLabel(/mật khẩu/i)).toHaveAttribute('required', '')
  await expect(login.getByRole('button', { name: 'Tiếp tục với Google' })).toBeVisible()
  await expect(login.getByRole('button', { name: 'Tiếp tục với Apple' })).toBeVisible()
})

test('forgot password answers the same neutral message whether or not the e-mail has an account', async ({ page }) => {
  const config = (await (await page.request.get('/api/client-config')).json()) as { authEmulatorUrl: string; firebase: { apiKey: string } }
  const known = `e2e-reset-${randomUUID().slice(0, 8)}@example.com`
  const signUp = await page.request.post(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`,
    { data: { email: known, password: 'e2e-secret-123', returnSecureToken: true } },
  )
  expect(signUp.ok()).toBe(true)
  const answers: string[] = []
  for (const email of [known, `e2e-nobody-${randomUUID().slice(0, 8)}@example.com`]) {
    await page.goto('/forget-password')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click()
    const answer = page.getByRole('status').filter({ hasText: 'Nếu e-mail này có tài khoản' })
    await expect(answer).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    answers.push((await answer.textContent()) ?? '')
  }
  expect(answers[0]).toBe(answers[1])
})
