import { defineModule } from '@server/modules/define-module'
import { healthRoutes } from './routes'

/** The public surface of this module: other modules and features import only from here. */

/** What the health module adds to the app, named once in the module list (modules/registry.ts). */
export const healthModule = defineModule({ name: 'health', routes: { public: healthRoutes } })
