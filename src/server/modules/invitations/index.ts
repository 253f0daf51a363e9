import { defineModule } from '@server/modules/define-module'
import { invitationRoutes } from './routes'
import { invitationsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { availableInvitationCredit, spendInvitationCredit } from './service'

/** What the invitations module adds to the app, named once in the module list (modules/registry.ts). */
export const invitationsModule = defineModule({
  name: 'invitations',
  routes: { customer: invitationRoutes },
  messages: invitationsMessages,
  tables,
})
