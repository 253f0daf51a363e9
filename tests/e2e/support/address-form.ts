import { expect, type Locator } from '@playwright/test'

/** Fills the address form (in English) down the province → district → ward cascade. */
export async function fillAddress(form: Locator, detail: string) {
  await form.getByLabel('Consignee').fill('Nguyễn Văn An')
  await form.getByLabel('Phone number').fill('0912345678')
  await form.getByLabel('Province/City').selectOption('01')
  await expect(form.getByLabel('District')).toBeEnabled()
  await form.getByLabel('District').selectOption('001')
  await expect(form.getByLabel('Ward')).toBeEnabled()
  await form.getByLabel('Ward').selectOption('00001')
  await form.getByLabel('Address detail').fill(detail)
}
