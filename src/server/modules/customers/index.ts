import { defineModule } from '@server/modules/define-module'
import { customersMessages } from './messages'
import { customerConsoleRoutes } from './staff-routes'
import * as tables from './tables'

/**
 * The console's view of customers (issue 24, "Find anything"): the one staff search across orders,
 * customers, box codes, bank references and products, and the customer page with internal notes.
 * It reads other modules' tables and writes only its own (customer_notes).
 */
export const customersModule = defineModule({
  name: 'customers',
  routes: { staff: customerConsoleRoutes },
  messages: customersMessages,
  tables,
})
