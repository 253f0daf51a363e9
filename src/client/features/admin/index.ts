/** The public surface of this feature: the console's route imports only from here (its screens are chunks of their own). */
export { AdminConsole } from './AdminConsole'
export { loadAdminMessages } from './admin-messages'
export { requireStaff } from './require-staff'
