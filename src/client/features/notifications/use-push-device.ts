import { useCallback, useEffect, useState } from 'react'
import type { PushSupport } from './push-device'

export type PushDeviceState = {
  support: PushSupport
  permission: NotificationPermission
  subscribed: boolean
}

const loadDevice = () => import('./push-device')

/**
 * Push on this device, for the settings switch: what the browser allows, whether this device is
 * subscribed, and turning it on (the browser's prompt appears only then) or off.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const refresh = useCallback(async () => {
    const device = await loadDevice()
    const support = device.pushSupport()
    const subscribed = support === 'supported' && (await device.currentSubscription()) !== null
    setState({ support, permission: support === 'supported' ? device.notificationPermission() : 'default', subscribed })
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const change = useCallback(
    async (on: boolean) => {
      setBusy(true)
      setFailed(false)
      const device = await loadDevice()
      try {
        await (on ? device.subscribeThisDevice() : device.unsubscribeThisDevice())
      } catch (error) {
        if (!(error instanceof device.PushPermissionRefused)) setFailed(true)
      } finally {
        await refresh()
        setBusy(false)
      }
    },
    [refresh],
  )

  return { state, busy, failed, turnOn: () => change(true), turnOff: () => change(false) }
}
