import { defineModule } from '@server/modules/define-module'
import { addressRoutes } from './routes'
import { addressesMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { findOwnAddress, listAddresses } from './service'

/** What the addresses module adds to the app, named once in the module list (modules/registry.ts). */
export const addressesModule = defineModule({ name: 'addresses', routes: { customer: addressRoutes }, messages: addressesMessages, tables })
