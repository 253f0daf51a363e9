import { afterEach, beforeAll, expect, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import { i18n, loadMessages } from '@client/app/i18n'
import { setAuthState } from '@client/features/auth'
import { takeFakeApi } from './fake-api'

/** Every component test runs in Vietnamese, the source language, with the real catalogue (locales/vi/messages.po). */
beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'vi', messages: await loadMessages('vi') })
})

afterEach(() => {
  const unexpected = takeFakeApi()?.unexpected ?? []
  cleanup()
  vi.unstubAllGlobals()
  setAuthState({ status: 'signed-out', user: null })
  localStorage.clear()
  // A request the test did not expect is a failure of its own (a route the screen should not call, or a missing fake).
  expect(unexpected, 'requests no fake route answered').toEqual([])
})
