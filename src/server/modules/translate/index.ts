/** The public surface of this module: other modules and features import only from here. */
export { createDeeplProvider } from './deepl'
export { untranslatedProvider } from './provider'
export type { TranslationProvider } from './provider'
export { translateRoutes } from './routes'
export { createTranslator } from './service'
