import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the catalog module, in each interface language. */
export const catalogMessages = defineMessages({
  productNotFound: {
    vi: 'Không tìm thấy sản phẩm.',
    en: 'Product not found.',
    ja: '商品が見つかりません。',
  },
  productUrlUnknown: {
    vi: 'Không nhận ra địa chỉ sản phẩm này. Hãy dán đường dẫn trang sản phẩm của Amazon, Rakuten, Mercari, Rakuma, Yahoo, PayPay, Hard Off, Yodobashi, Nike, Tonoike, ikom hoặc awond.',
    en: 'This product address is not recognised. Paste the link of a product page on Amazon, Rakuten, Mercari, Rakuma, Yahoo, PayPay, Hard Off, Yodobashi, Nike, Tonoike, ikom or awond.',
    ja: 'この商品アドレスは認識できません。Amazon、楽天、メルカリ、ラクマ、Yahoo、PayPay、ハードオフ、ヨドバシ、Nike、トノイケ、ikom、awond の商品ページのリンクを貼り付けてください。',
  },
  productShortLinkUnresolved: {
    vi: 'Không mở được đường dẫn chia sẻ này. Hãy mở nó trong ứng dụng Amazon rồi dán đường dẫn trang sản phẩm (amazon.co.jp/dp/…).',
    en: 'This share link could not be opened. Open it in the Amazon app and paste the product page’s link (amazon.co.jp/dp/…).',
    ja: 'この共有リンクを開けませんでした。Amazonアプリで開き、商品ページのリンク（amazon.co.jp/dp/…）を貼り付けてください。',
  },
  productPriceAboveInitial: {
    vi: 'Giá bán không được cao hơn giá gốc.',
    en: 'The price may not be above the initial price.',
    ja: '販売価格は元の価格を超えられません。',
  },
  productUpdateEmpty: {
    vi: 'Vui lòng nhập giá, giá gốc hoặc tình trạng bán.',
    en: 'Please give a price, an initial price or a sale state.',
    ja: '価格・元の価格・販売状態のいずれかを入力してください。',
  },
})
