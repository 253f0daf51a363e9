/** The public surface of this module: other modules and features import only from here. */
export { escapeXml } from './escape-xml'
export type { PictogramName } from './pictograms'
export { mediaRoutes } from './routes'
export { bannerUrl, productImageUrl, shopLogoUrl } from './urls'
