/** The public surface of this module: other modules and features import only from here. */
export { invitationRoutes } from './routes'
export { availableInvitationCredit, spendInvitationCredit } from './service'
