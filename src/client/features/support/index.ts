/** The public surface of this feature: other modules and features import only from here. */
export { SupportPage } from './SupportPage'
export { SupportThreadPage } from './SupportThreadPage'
export { loadSupportMessages } from './support-messages'
export { supportKeys } from './support-query'
