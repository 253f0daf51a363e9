import { defineModule } from '@server/modules/define-module'
import { translateRoutes } from './routes'
import { translateMessages } from './messages'

/** The public surface of this module: other modules and features import only from here. */
export { createDeeplProvider } from './deepl'
export { untranslatedProvider } from './provider'
export type { TranslationProvider } from './provider'
export { createTranslator } from './service'

/** What the translate module adds to the app, named once in the module list (modules/registry.ts). */
export const translateModule = defineModule({ name: 'translate', routes: { public: translateRoutes }, messages: translateMessages })
