import { defineModule } from '@server/modules/define-module'
import { reviewRoutes, reviewWriteRoutes } from './routes'
import { reviewsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { reviewStars } from './stars'
export { productReviews } from './tables'

/** What the reviews module adds to the app, named once in the module list (modules/registry.ts). */
export const reviewsModule = defineModule({
  name: 'reviews',
  routes: { public: reviewRoutes, customer: reviewWriteRoutes },
  messages: reviewsMessages,
  tables,
})
