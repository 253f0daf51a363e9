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
  cartProductEnded: {
    vi: 'Sản phẩm "{product}" đã kết thúc bán (tin đăng hoặc phiên đấu giá đã đóng).',
    en: 'The listing of "{product}" has ended (the sale or auction is closed).',
    ja: '商品「{product}」の出品は終了しました（販売またはオークションが終了しています）。',
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
