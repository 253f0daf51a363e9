import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, pushContactProblem, vapidSubject } from '@server/config'

describe('web push configuration', () => {
  it.each(['mailto:shop@nhatviet.vn', 'mailto:push@example.com', 'https://nhatviet.vn/contact', 'https://shop.example.vn'])(
    'accepts the contact %s',
    (subject) => {
      expect(pushContactProblem(subject)).toBeNull()
      expect(loadConfig({ VAPID_SUBJECT: subject }).VAPID_SUBJECT).toBe(subject)
    },
  )

  it.each([
    'mailto:x@localhost',
    'mailto:shop@shop.localhost',
    'https://localhost/contact',
    'https://127.0.0.1',
    'mailto:ops@[::1]',
    'mailto:ops@10.0.0.5',
    'mailto:ops@intranet',
    'mailto:ops@shop.local',
    'https://shop.test',
    'mailto:no-domain',
    'shop@nhatviet.vn',
    'http://nhatviet.vn',
  ])('refuses the contact %s at start', (subject) => {
    expect(pushContactProblem(subject)).not.toBeNull()
    expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(ConfigError)
    expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(/VAPID_SUBJECT/)
  })

  it('needs a contact with a real Firebase project; a demo- project gets a placeholder', () => {
    expect(vapidSubject(loadConfig({}))).toBe('mailto:webpush-demo@example.com')
    expect(() => vapidSubject(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123' }))).toThrow(/VAPID_SUBJECT is required/)
    expect(vapidSubject(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123', VAPID_SUBJECT: 'mailto:shop@nhatviet.vn' }))).toBe(
      'mailto:shop@nhatviet.vn',
    )
  })

  it('checks the shape of configured VAPID keys and reads the push service hosts', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(/VAPID_PUBLIC_KEY/)
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(loadConfig({}).PUSH_SERVICE_HOSTS).toContain('fcm.googleapis.com')
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' push.example.com , Other.example.com' }).PUSH_SERVICE_HOSTS).toEqual([
      'push.example.com',
      'other.example.com',
    ])
  })
})
