import { defineModule } from '@server/modules/define-module'
import { userRoutes } from './routes'
import { customerStaffRoutes } from './staff-routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { currentUser } from './current-user'
export { fillProfileFromAddress, findCustomerForStaff, findUserById, publicNameOf } from './service'
export { users } from './tables'

/** What the users module adds to the app, named once in the module list (modules/registry.ts). */
export const usersModule = defineModule({ name: 'users', routes: { customer: userRoutes, staff: customerStaffRoutes }, tables })
