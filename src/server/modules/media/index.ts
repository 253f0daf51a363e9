/** The public surface of this module: other modules and features import only from here. */
export { escapeXml } from './escape-xml'
export { mediaRoutes } from './routes'
export type { PictogramName } from './pictograms'
export { bannerUrl, marketImageUrl, productImageUrl, shopLogoUrl } from './urls'
