/** The public surface of this feature: other modules and features import only from here. */
export { AboutPage } from './about/AboutPage'
export { ContactPage } from './contact/ContactPage'
export { GuidePage } from './guides/GuidePage'
