import type { Localized } from '@shared/markets/listing-facts'

/**
 * The kinds of goods the demo markets sell, as two levels of categories (a department and its
 * leaves). Each market lists the departments it has, under its own category codes (./categories.ts).
 */
export type Leaf = { key: string; name: Localized }
export type Department = { key: string; name: Localized; leaves: Leaf[] }

const leaf = (key: string, ja: string, vi: string, en: string): Leaf => ({ key, name: { ja, vi, en } })

export const DEPARTMENTS: Department[] = [
  {
    key: 'fashion',
    name: { ja: 'ファッション', vi: 'Thời trang', en: 'Fashion' },
    leaves: [
      leaf('tops', 'トップス', 'Áo', 'Tops'),
      leaf('outer', 'アウター', 'Áo khoác', 'Outerwear'),
      leaf('bags', 'バッグ', 'Túi xách', 'Bags'),
      leaf('shoes', '靴・スニーカー', 'Giày', 'Shoes'),
    ],
  },
  {
    key: 'watches',
    name: { ja: '腕時計・アクセサリー', vi: 'Đồng hồ & phụ kiện', en: 'Watches & accessories' },
    leaves: [leaf('watches', '腕時計', 'Đồng hồ đeo tay', 'Wristwatches')],
  },
  {
    key: 'electronics',
    name: { ja: '家電・カメラ', vi: 'Điện tử & máy ảnh', en: 'Electronics & cameras' },
    leaves: [
      leaf('cameras', 'カメラ', 'Máy ảnh', 'Cameras'),
      leaf('lenses', 'レンズ', 'Ống kính', 'Lenses'),
      leaf('audio', 'オーディオ・ヘッドホン', 'Âm thanh & tai nghe', 'Audio & headphones'),
      leaf('appliances', '生活家電', 'Đồ điện gia dụng', 'Home appliances'),
      leaf('tablets', 'タブレット', 'Máy tính bảng', 'Tablets'),
    ],
  },
  {
    key: 'games',
    name: { ja: 'ゲーム・おもちゃ', vi: 'Game & đồ chơi', en: 'Games & toys' },
    leaves: [
      leaf('consoles', 'ゲーム機本体', 'Máy chơi game', 'Game consoles'),
      leaf('software', 'ゲームソフト', 'Đĩa game', 'Video games'),
      leaf('figures', 'フィギュア・プラモデル', 'Mô hình & figure', 'Figures & model kits'),
      leaf('cards', 'トレーディングカード', 'Thẻ bài sưu tầm', 'Trading cards'),
      leaf('toys', 'おもちゃ', 'Đồ chơi', 'Toys'),
    ],
  },
  {
    key: 'home',
    name: { ja: 'キッチン・日用品', vi: 'Nhà bếp & gia dụng', en: 'Kitchen & home' },
    leaves: [leaf('kitchen', 'キッチン用品', 'Đồ dùng nhà bếp', 'Kitchenware'), leaf('tableware', '食器', 'Bát đĩa', 'Tableware')],
  },
  {
    key: 'beauty',
    name: { ja: 'コスメ・美容', vi: 'Mỹ phẩm & làm đẹp', en: 'Beauty' },
    leaves: [leaf('skincare', 'スキンケア', 'Dưỡng da', 'Skincare'), leaf('makeup', 'メイクアップ', 'Trang điểm', 'Make-up')],
  },
  {
    key: 'food',
    name: { ja: '食品・飲料', vi: 'Thực phẩm & đồ uống', en: 'Food & drink' },
    leaves: [
      leaf('snacks', 'お菓子', 'Bánh kẹo', 'Sweets & snacks'),
      leaf('drinks', '飲料・お茶', 'Đồ uống & trà', 'Drinks & tea'),
      leaf('seasonings', '調味料', 'Gia vị', 'Seasonings'),
    ],
  },
  {
    key: 'health',
    name: { ja: 'ヘルスケア・ベビー', vi: 'Sức khỏe & mẹ bé', en: 'Health & baby' },
    leaves: [
      leaf('supplements', 'サプリメント', 'Thực phẩm chức năng', 'Supplements'),
      leaf('baby', 'ベビー用品', 'Đồ cho bé', 'Baby goods'),
    ],
  },
  {
    key: 'music',
    name: { ja: '楽器', vi: 'Nhạc cụ', en: 'Musical instruments' },
    leaves: [leaf('guitars', 'ギター', 'Đàn guitar', 'Guitars')],
  },
]

export function departmentOf(leafKey: string): Department {
  const department = DEPARTMENTS.find((candidate) => candidate.leaves.some((leafEntry) => leafEntry.key === leafKey))
  if (!department) throw new Error(`no department has the leaf ${leafKey}`)
  return department
}
