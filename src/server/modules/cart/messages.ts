import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the cart module, in each interface language. */
export const cartMessages = defineMessages({
  cartProductNotFound: {
    vi: 'Không tìm thấy sản phẩm.',
    en: 'Product not found',
    ja: '商品が見つかりません。',
  },
  cartProductSoldOut: {
    vi: 'Sản phẩm "{product}" đã hết hàng.',
    en: 'The product "{product}" is sold out.',
    ja: '商品「{product}」は売り切れです。',
  },
  cartProductUnavailable: {
    vi: 'Sản phẩm "{product}" hiện chưa thể mua.',
    en: 'The product "{product}" cannot be bought yet.',
    ja: '商品「{product}」はまだ購入できません。',
  },
  cartItemHeld: {
    vi: 'Sản phẩm "{product}" là hàng duy nhất và đang được khách khác mua.',
    en: 'The item "{product}" is one of a kind and is being bought by another customer.',
    ja: '商品「{product}」は一点物で、他のお客様が購入手続き中です。',
  },
  cartProductEnded: {
    vi: 'Sản phẩm "{product}" đã kết thúc bán (tin đăng hoặc phiên đấu giá đã đóng).',
    en: 'The listing of "{product}" has ended (the sale or auction is closed).',
    ja: '商品「{product}」の出品は終了しました（販売またはオークションが終了しています）。',
  },
  cartAuctionLot: {
    vi: 'Lô đấu giá không mua qua giỏ hàng: hãy đặt giá, hoặc bấm "Mua ngay" trong khung đấu giá trên trang của lô.',
    en: 'An auction lot cannot be bought through the cart: place a bid, or use "Buy now" in the auction box on the lot’s page.',
    ja: 'オークションの商品はカートから購入できません。商品ページのオークション欄から入札するか「即決で購入」を押してください。',
  },
  cartQuantityTooLarge: {
    vi: 'Số lượng vượt quá mức cửa hàng có thể bán (tối đa {max}).',
    en: 'The quantity is more than the shop can sell ({max} at most).',
    ja: '数量がショップで購入できる上限を超えています（最大 {max}）。',
  },
  cartFull: {
    vi: 'Giỏ hàng đã đủ {max} sản phẩm. Vui lòng đặt hàng hoặc xoá bớt trước khi thêm.',
    en: 'Your cart already holds {max} products. Please order or remove some before adding more.',
    ja: 'カートにはすでに {max} 件の商品があります。注文するか削除してから追加してください。',
  },
})
