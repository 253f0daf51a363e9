/** The public surface of this feature: other modules and features import only from here. */
export { AppLayout } from './AppLayout'
export { ComingSoon } from './ComingSoon'
export { ErrorPage } from './ErrorPage'
export { NotFoundPage } from './NotFoundPage'
export { productPathOfPastedLink } from './product-url-lookup'
export { ExchangeRate } from './ExchangeRate'
export { LanguageSelector } from './LanguageSelector'
export { LogoMark } from './LogoMark'
