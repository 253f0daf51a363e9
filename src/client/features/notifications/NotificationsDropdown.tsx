import { lazy, Suspense } from 'react'
import { useAuth } from '@client/features/auth'

// Only a signed-in customer has a bell: its panel, feed and push upkeep load once someone signs in.
const SignedInNotifications = lazy(() => import('./NotificationCentre').then((module) => ({ default: module.SignedInNotifications })))

/**
 * The header bell of a signed-in customer: the notification centre — every order, warehouse and
 * auction event, pushed or not — in groups (auction events first, each newest first), with the
 * unread count as a badge. Opening the panel reads nothing: an entry counts as read once opened,
 * or all with "mark all read". While mounted it keeps this device's push subscription current.
 */
export function NotificationsDropdown() {
  const { status } = useAuth()
  if (status !== 'signed-in') return null
  return (
    <Suspense fallback={null}>
      <SignedInNotifications />
    </Suspense>
  )
}
