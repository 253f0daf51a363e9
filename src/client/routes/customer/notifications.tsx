import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsPage } from '@client/features/notifications'

export const Route = createFileRoute('/customer/notifications')({
  component: NotificationSettingsPage,
})
