import AxeBuilder from '@axe-core/playwright'
import { devices, type CDPSession, type Page } from '@playwright/test'
import { createPushReceiver, type ReceivedPush } from '../api/support/push-receiver'
import { readCertificate } from '../api/support/self-signed-certificate'
import { BASE_URL } from './playwright.config'
import { placeOrder, registerCustomer } from './support/customer-api'
import { chooseLanguage, expect, test, waitForApp, waitForServiceWorkerControl } from './support/fixtures'
import { NOTIFICATION_KINDS } from '@shared/notifications/kinds'

/** The contact a demo- project signs its pushes with (README: VAPID_SUBJECT). */
const DEMO_SUBJECT = 'mailto:webpush-demo@example.com'

type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }

/**
 * Chromium subscribes through Google's push service (FCM), which this machine cannot reach: the
 * page's PushManager hands out the local push service's subscription instead (its keys are the test's,
 * so the receiver decrypts what the server sends). Everything else — permission, the app, the server,
 * web-push, the service worker — is real. It also counts permission prompts.
 */
function fakePushManager(subscription: FakeSubscription) {
  const STORED = 'e2e-push-key'
  const window_ = window as unknown as { permissionRequests: number }
  window_.permissionRequests = 0
  const request = Notification.requestPermission.bind(Notification)
  Notification.requestPermission = () => {
    window_.permissionRequests += 1
    return request()
  }
  const bytes = (base64: string) => Uint8Array.from(atob(base64.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
  const make = (key: Uint8Array) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: key.buffer },
    getKey: (name: 'p256dh' | 'auth') => bytes(subscription.keys[name]).buffer,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(STORED)
      return true
    },
  })
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError')
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer)
    localStorage.setItem(STORED, btoa(String.fromCharCode(...key)))
    return make(key) as unknown as PushSubscription
  }
  PushManager.prototype.getSubscription = async () => {
    const stored = localStorage.getItem(STORED)
    return stored ? (make(bytes(stored)) as unknown as PushSubscription) : null
  }
}

async function serviceWorkerRegistrationId(page: Page): Promise<{ cdp: CDPSession; registrationId: () => string }> {
  const cdp = await page.context().newCDPSession(page)
  let registrationId = ''
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const live = registrations.find((registration) => !registration.isDeleted && registration.scopeURL === `${BASE_URL}/`)
    if (live) registrationId = live.registrationId
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: () => registrationId }
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
    }))
  })
}

test('push: opt in after our explanation, an order’s warehouse updates pushed to this phone in vi, en and ja, the bell, a tap opens the order', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const receiver = createPushReceiver({ certificate: readCertificate(process.env.E2E_PUSH_CERT_DIR!), subject: DEMO_SUBJECT })
  await receiver.start()
  try {
    const device = receiver.device()
    await page.addInitScript(fakePushManager, device.subscription)
    const { token } = await registerCustomer(page, 'push')
    const authorization = `Bearer ${token}`

    // ── Opt-in: nothing is asked on load; the switch asks the browser, after our explanation ──
    await page.goto('/customer/notifications')
    await waitForServiceWorkerControl(page)
    const { cdp, registrationId } = await serviceWorkerRegistrationId(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cài đặt thông báo')
    await expect(page.getByText(/Nhận thông báo ngay trên điện thoại khi có người trả giá cao hơn bạn/)).toBeVisible()
    const toggle = page.getByRole('switch', { name: 'Thông báo trên thiết bị này' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(
      await page.evaluate(() => [Notification.permission, (window as unknown as { permissionRequests: number }).permissionRequests]),
    ).toEqual(['default', 0])
    await context.grantPermissions(['notifications'], { origin: BASE_URL })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(await page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests)).toBe(1)
    const devices = await page.request.get('/api/push/subscriptions', { headers: { authorization } })
    expect(((await devices.json()) as { data: unknown[] }).data).toHaveLength(1)
    // Every kind is pushed until turned off; the bell keeps them all anyway.
    await expect(page.getByRole('list', { name: 'Gửi thông báo đẩy khi' }).getByRole('checkbox')).toHaveCount(NOTIFICATION_KINDS.length)
    await expect(page.getByRole('checkbox', { name: 'Cập nhật kho của kiện hàng' })).toBeChecked()

    // ── A new order's warehouse trail (demo simulator) reaches the local push service, then this phone ──
    const expected = {
      vi: /^Đã phân phối tại kho: Kho /,
      en: /^Distributed in warehouse: [A-Za-z ]+ warehouse/,
      ja: /^倉庫で仕分け済み: \S+倉庫/,
    } as const
    for (const language of ['vi', 'en', 'ja'] as const) {
      if (language !== 'vi') {
        // The app's language reaches the server with the bell's next read after the reload.
        const bellRead = page.waitForResponse((response) => response.url().endsWith('/api/notifications') && response.ok())
        await chooseLanguage(page, language)
        await bellRead
      }
      const orderId = await placeOrder(page.request, token)
      const forOrder = () => receiver.received.filter((push) => push.payload.url === `/customer/orders/${orderId}`)
      await expect.poll(() => forOrder().length, { timeout: 30_000 }).toBe(3)
      const push = forOrder().find((candidate) => expected[language].test(String(candidate.payload.title))) as ReceivedPush
      expect(push).toMatchObject({ urgency: 'normal', contentEncoding: 'aes128gcm', vapidValid: true, status: 201 })
      expect(push.payload).toMatchObject({ kind: 'warehouse', tag: `order-${orderId}`, body: expect.stringContaining(`SKU BX`) })

      // The push service's message, handed to this phone's service worker: it shows it. (DevTools' hand-over is
      // now and then lost while the worker restarts on a loaded machine: then it is handed over again.)
      await expect(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: BASE_URL,
          registrationId: registrationId(),
          data: JSON.stringify(push.payload),
        })
        await expect
          .poll(() => shownNotifications(page), { timeout: 5_000 })
          .toContainEqual({ title: push.payload.title, body: push.payload.body, tag: `order-${orderId}` })
      }).toPass({ timeout: 30_000 })
    }

    // ── The bell: all nine, newest first, in the app's language ──
    // The bell's name (and its badge) says nine are unread; its panel is a region named as the bell.
    const bell = page.getByRole('button', { name: 'お知らせ: 未読 9 件', exact: true })
    await expect(bell.getByText('9', { exact: true })).toBeVisible()
    await bell.click()
    const entries = page.getByRole('region', { name: 'お知らせ: 未読 9 件', exact: true }).getByRole('listitem')
    await expect(entries).toHaveCount(9)
    await expect(entries.first().getByText(expected.ja)).toBeVisible()
    // Opening the panel reads nothing (entries are read when opened, or all at once).
    await expect(bell).toBeVisible()
    await expect(bell.getByText('9', { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')

    // ── A tap on the last notification: this window goes to its order ──
    const [latest] = await shownNotifications(page).then((shown) =>
      shown.filter((notification) => notification.tag.startsWith('order-')).slice(-1),
    )
    const orderPath = `/customer/orders/${latest.tag.slice('order-'.length)}`
    const [worker] = context.serviceWorkers()
    // CDP cannot click a system notification: the worker gets the click event its notification would send.
    await worker.evaluate(async (tag) => {
      type WorkerScope = {
        registration: ServiceWorkerRegistration
        dispatchEvent: (event: Event) => boolean
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const scope = globalThis as unknown as WorkerScope
      const [notification] = await scope.registration.getNotifications({ tag })
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    }, latest.tag)
    await expect(page).toHaveURL(`${BASE_URL}${orderPath}`)

    // ── Off again: the server forgets this device ──
    await page.goto('/customer/notifications')
    await page.getByRole('switch').click()
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    const after = await page.request.get('/api/push/subscriptions', { headers: { authorization } })
    expect(((await after.json()) as { data: unknown[] }).data).toEqual([])
  } finally {
    await receiver.stop()
  }
})

test('push: a browser that blocked notifications is told how to allow them; Safari on iPhone is told to add the app to the home screen', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }))
  await registerCustomer(page, 'push-blocked')
  await page.goto('/customer/notifications')
  await waitForServiceWorkerControl(page)
  await expect(page.getByRole('status').filter({ hasText: 'Trình duyệt đã chặn thông báo của trang này' })).toBeVisible()
  await expect(page.getByRole('switch')).toHaveCount(0)
  // The preferences per kind stay usable: the bell keeps every kind anyway.
  const outbid = page.getByRole('checkbox', { name: 'Có người trả giá cao hơn bạn' })
  // The switch moves at once; the page is reloaded once the server has kept the choice.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/preferences') && response.request().method() === 'PUT',
  )
  // A click, then the state: the box moves once the optimistic update has run (a few ms; under load,
  // after Playwright's own immediate check of uncheck()).
  await outbid.click()
  await expect(outbid).not.toBeChecked()
  expect((await saved).ok()).toBe(true)
  await page.reload()
  await expect(outbid).not.toBeChecked()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])

  const iphone = await browser.newContext({
    userAgent: devices['iPhone 13'].userAgent,
    viewport: devices['iPhone 13'].viewport,
    baseURL: BASE_URL,
  })
  try {
    const tab = await iphone.newPage()
    await tab.addInitScript(() => sessionStorage.setItem('app-download-shown', '1'))
    await registerCustomer(tab, 'push-iphone')
    await tab.goto('/customer/notifications')
    await waitForApp(tab)
    await expect(tab.getByRole('status').filter({ hasText: /^Trên iPhone và iPad, thông báo chỉ hoạt động khi/ })).toContainText(
      'Thêm vào MH chính',
    )
    await expect(tab.getByRole('switch')).toHaveCount(0)
  } finally {
    await iphone.close()
  }
})
