import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/fixtures'

for (const path of ['/', '/login', '/register', '/forget-password', '/no/such/page']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
