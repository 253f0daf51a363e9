import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, openOtherPersonPage, signInOnPage } from './support/staff'

test('the console is the 404 page for a visitor and a customer, and opens for staff', async ({ page, browser }) => {
  await page.goto('/admin')
  await expect(page.getByTestId('not-found-page')).toBeVisible()

  const customer = await createAccount(page.request, 'e2e-customer')
  await signInOnPage(page, customer.email)
  await page.goto('/admin/audit')
  await expect(page.getByTestId('not-found-page')).toBeVisible()
  await expect(page.getByTestId('admin-console')).toHaveCount(0)

  const staffPage = await openOtherPersonPage(browser)
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-staff'))
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto('/admin')
  await expect(staffPage.getByTestId('admin-console')).toBeVisible()
  await expect(staffPage.getByTestId('admin-identity')).toHaveText(staff.email)
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible()
  const violations = (await new AxeBuilder({ page: staffPage }).analyze()).violations
  expect(violations.map((violation) => violation.id)).toEqual([])
  await staffPage.context().close()
})
