import { readFileSync } from 'node:fs'
import { orderCode } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, placeOrder, signInOnPage } from './support/staff'

/** A day of the console's bulk work, on a phone and on a desktop: ten orders moved at once, a CSV, a box label. */
for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport })

    test('staff move ten orders at once, download the orders CSV and print a box label with its barcode', async ({ page }) => {
      const buyer = await createAccount(page.request, 'e2e-bulk-buyer')
      const ids: number[] = []
      for (let index = 0; index < 10; index++) ids.push(await placeOrder(page.request, buyer.token))
      const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-bulk-staff'))
      await signInOnPage(page, staff.email)

      // Only this customer's ten orders, found by e-mail.
      await page.goto(`/admin/orders?q=${encodeURIComponent(buyer.email)}`)
      await expect(page.getByTestId('admin-order-row')).toHaveCount(10)
      await page.getByLabel('Chọn tất cả trên trang này').check()
      for (const id of ids) await expect(page.getByLabel(`Chọn đơn ${orderCode(id)}`)).toBeChecked()
      const bulk = page.getByRole('group', { name: 'Thao tác hàng loạt' })
      await expect(bulk).toContainText('Đã chọn 10 đơn')
      await bulk.getByLabel('Chuyển sang trạng thái').selectOption(String(ORDER_STATUS.Pending))
      await bulk.getByRole('button', { name: 'Chuyển trạng thái' }).click()
      const confirm = page.getByRole('group', { name: 'Xác nhận chuyển trạng thái' })
      await expect(confirm.getByRole('list', { name: 'Thay đổi' }).getByRole('listitem')).toHaveCount(1)
      await expect(confirm.getByRole('listitem')).toContainText(/^10 × .+ → .+$/)
      await confirm.getByRole('button', { name: 'Xác nhận' }).click()
      const summary = page.getByRole('region', { name: 'Kết quả chuyển trạng thái' })
      await expect(summary).toContainText('Đã chuyển 10 đơn · bị từ chối 0 đơn')
      // The list follows: every one of them is Pending now.
      for (const id of ids) {
        const status = await page.request.get(`/api/admin/orders/${id}`, { headers: { authorization: `Bearer ${staff.token}` } })
        expect(((await status.json()) as { data: { order: { status_id: number } } }).data.order.status_id).toBe(ORDER_STATUS.Pending)
      }
      await summary.getByRole('button', { name: 'Đóng' }).click()

      // The orders CSV: a download with the BOM and the consignee's Vietnamese name intact.
      const exports = page.getByRole('group', { name: 'Xuất CSV' })
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exports.getByRole('button', { name: 'Tải CSV đơn hàng' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
      const bytes = readFileSync((await download.path()) as string)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.toString('utf8')
      expect(text).toContain(`${orderCode(ids[0])},`)
      expect(text).toContain(',Lê Văn Cường,')

      // A box of the first order: its label shows the code as a barcode.
      const boxCode = `BX-E2E-${ids[0]}`
      const box = await page.request.post(`/api/admin/orders/${ids[0]}/boxes`, {
        headers: { authorization: `Bearer ${staff.token}` },
        data: { box_id: boxCode },
      })
      expect(box.status()).toBe(201)
      await page.goto(`/admin/orders/${ids[0]}`)
      await page.getByRole('button', { name: `In nhãn kiện ${boxCode}` }).click()
      const label = page.getByRole('dialog', { name: `Nhãn kiện ${boxCode}` })
      await expect(label.getByRole('img', { name: `Mã vạch ${boxCode}` })).toBeVisible()
      await expect(label).toContainText(orderCode(ids[0]))
      // 2 + 1 + … bars: at least one per symbol.
      expect(
        await label
          .getByRole('img', { name: `Mã vạch ${boxCode}` })
          .locator('rect')
          .count(),
      ).toBeGreaterThan(3 * (boxCode.length + 3))
      await label.getByRole('button', { name: 'Đóng' }).click()
      await expect(label).toHaveCount(0)

      await page.getByRole('button', { name: 'In phiếu đóng gói' }).click()
      const packing = page.getByRole('dialog', { name: 'Phiếu đóng gói' })
      await expect(packing.getByRole('heading', { name: `Phiếu đóng gói ${orderCode(ids[0])}` })).toBeVisible()
      await expect(packing).toContainText('Lê Văn Cường')
      await expect(packing).toContainText(boxCode)
    })
  })
}
