import { defineModule } from '@server/modules/define-module'
import { mediaRoutes } from './routes'

/** The public surface of this module: other modules and features import only from here. */
export { escapeXml } from './escape-xml'
export type { PictogramName } from './pictograms'
export { bannerUrl, marketImageUrl, productImageUrl, shopLogoUrl } from './urls'

/** What the media module adds to the app, named once in the module list (modules/registry.ts). */
export const mediaModule = defineModule({ name: 'media', routes: { public: mediaRoutes } })
