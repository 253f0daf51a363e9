import { defineModule } from '@server/modules/define-module'
import { cartRoutes } from './routes'
import { cartMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { removeCartItems } from './service'

/** What the cart module adds to the app, named once in the module list (modules/registry.ts). */
export const cartModule = defineModule({ name: 'cart', routes: { customer: cartRoutes }, messages: cartMessages, tables })
