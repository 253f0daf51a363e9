/** Interface constants of spec §9. */
export const DEBOUNCE_MS = {
  search: 500,
  cartQuantity: 400,
  checkoutAddress: 300,
  datePicker: 1000,
} as const

export const COPIED_LABEL_MS = 2000
export const WALLET_COPIED_MS = 1000
export const TOAST_DEFAULT_MS = 3000
export const ORDER_ERROR_ALERT_MS = 3000
export const BID_TOAST_MS = 5000

export const SKELETON_COUNT = {
  ownList: 12,
  shopListing: 12,
  affiliateHome: 12,
  home: 15,
  ecoring: 15,
  cart: 4,
  otherMarketList: 8,
  search: 10,
  seller: 10,
} as const

export const PAGINATION_LINKS = 5
export const PAGINATION_LINKS_BEFORE = 2
export const CART_DROPDOWN_ITEMS = 5
export const BLOG_SUGGESTIONS = 4
export const SEARCH_PAGE_SIZE = 30

/** Support constants (spec §1): shown in the footer and contact page. */
export const SUPPORT = {
  hotline: '1900 2149',
  phone: '0236 3 888 999',
  email: 'support@nhatviet.example',
  address: '55 Bạch Đằng, Hải Châu, Đà Nẵng',
  socialUrl: 'https://www.facebook.com/',
  chatUrl: 'https://zalo.me/',
  openingHours: 'Monday-Friday 8.00 am - 5.30 pm, Saturday 8.00 am - 12 am',
} as const

export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps',
  ios: 'https://apps.apple.com/app',
} as const

export const PRODUCT_NAME = 'Nhật Việt Shop'
