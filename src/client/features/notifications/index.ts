/** The public surface of this feature: other modules and features import only from here. */
export { NotificationSettingsPage } from './NotificationSettingsPage'
export { NotificationsDropdown } from './NotificationsDropdown'
export { notificationKeys } from './notification-query'
