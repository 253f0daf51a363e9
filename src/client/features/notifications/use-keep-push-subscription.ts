import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { beforeSignOut } from '@client/features/auth'
import { PUSH_MESSAGES } from '@shared/notifications/push-payload'
import { notificationKeys } from './notification-query'

const loadDevice = () => import('./push-device')
let resentThisStart = false

/**
 * While a customer is signed in: on each start the server gets this device's current push
 * subscription again (only if the customer turned push on before; it may have rotated), again when
 * the service worker says the browser replaced it, and the bell refreshes when a push arrives. On
 * sign-out this device stops getting the leaving customer's pushes.
 */
export function useKeepPushSubscription() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const resend = () =>
      void loadDevice()
        .then((device) => device.resendSubscription())
        .catch(() => {})
    if (!resentThisStart) {
      resentThisStart = true
      resend()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === PUSH_MESSAGES.received) void queryClient.invalidateQueries({ queryKey: notificationKeys.feed() })
      if (event.data?.type === PUSH_MESSAGES.subscriptionChanged) resend()
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    const unregister = beforeSignOut(async () => {
      resentThisStart = false
      await (await loadDevice()).unsubscribeThisDevice()
    })
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage)
      unregister()
    }
  }, [queryClient])
}
