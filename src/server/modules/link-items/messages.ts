import { defineMessages } from '@server/i18n/define-messages'

/** Messages of buying by link, in each interface language. */
export const linkItemsMessages = defineMessages({
  linkItemShopRefused: {
    vi: 'Sàn này không nhận mua theo đường link.',
    en: 'Items of this market cannot be bought by link.',
    ja: 'このマーケットの商品はリンクから購入できません。',
  },
  linkItemNameRequired: { vi: 'Vui lòng nhập tên sản phẩm.', en: 'Please enter the item’s name.', ja: '商品名を入力してください。' },
  linkItemPriceRequired: { vi: 'Vui lòng nhập giá (yên).', en: 'Please enter the price in yen.', ja: '価格（円）を入力してください。' },
  linkItemPriceInvalid: {
    vi: 'Giá phải là số yên nguyên từ 1 đến 10.000.000.',
    en: 'The price must be whole yen from 1 to 10,000,000.',
    ja: '価格は1〜10,000,000円の整数で入力してください。',
  },
  linkItemKnown: {
    vi: 'Sản phẩm này đã có trên cửa hàng: hãy mua trực tiếp ở trang sản phẩm.',
    en: 'We already have this item: buy it from its page.',
    ja: 'この商品は掲載済みです。商品ページから購入してください。',
  },
})
