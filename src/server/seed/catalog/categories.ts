/** The category tree: stable ids, roots 1–8 and children rootId × 100 + n. Names in Vietnamese, English and Japanese. */
type CategoryName = { id: number; name: string; en: string; ja: string }
export type CategoryNode = CategoryName & { children: CategoryName[] }

export const CATEGORY_TREE: CategoryNode[] = [
  {
    id: 1,
    name: 'Mỹ phẩm',
    en: 'Cosmetics',
    ja: '化粧品',
    children: [
      { id: 101, name: 'Chăm sóc da mặt', en: 'Face care', ja: 'フェイスケア' },
      { id: 102, name: 'Chống nắng', en: 'Sun protection', ja: '日焼け止め' },
      { id: 103, name: 'Trang điểm', en: 'Makeup', ja: 'メイクアップ' },
      { id: 104, name: 'Chăm sóc tóc', en: 'Hair care', ja: 'ヘアケア' },
      { id: 105, name: 'Chăm sóc cơ thể', en: 'Body care', ja: 'ボディケア' },
    ],
  },
  {
    id: 2,
    name: 'Chăm sóc sức khỏe / Thực phẩm chức năng',
    en: 'Health care / Supplements',
    ja: 'ヘルスケア・サプリメント',
    children: [
      { id: 201, name: 'Vitamin & khoáng chất', en: 'Vitamins & minerals', ja: 'ビタミン・ミネラル' },
      { id: 202, name: 'Collagen & làm đẹp', en: 'Collagen & beauty', ja: 'コラーゲン・美容' },
      { id: 203, name: 'Xương khớp & tim mạch', en: 'Joints & heart', ja: '関節・循環器' },
      { id: 204, name: 'Chăm sóc mắt & răng miệng', en: 'Eye & oral care', ja: '目・オーラルケア' },
    ],
  },
  {
    id: 3,
    name: 'Mẹ & bé',
    en: 'Mother & baby',
    ja: 'ママ・ベビー',
    children: [
      { id: 301, name: 'Tã bỉm', en: 'Diapers', ja: 'おむつ' },
      { id: 302, name: 'Sữa & đồ ăn dặm', en: 'Formula & baby food', ja: '粉ミルク・離乳食' },
      { id: 303, name: 'Bình sữa & đồ dùng cho bé', en: 'Bottles & baby goods', ja: '哺乳瓶・ベビー用品' },
      { id: 304, name: 'Chăm sóc da cho bé', en: 'Baby skin care', ja: 'ベビースキンケア' },
    ],
  },
  {
    id: 4,
    name: 'Thực phẩm',
    en: 'Food',
    ja: '食品',
    children: [
      { id: 401, name: 'Bánh kẹo', en: 'Sweets & snacks', ja: 'お菓子' },
      { id: 402, name: 'Trà & cà phê', en: 'Tea & coffee', ja: 'お茶・コーヒー' },
      { id: 403, name: 'Gia vị & nấu ăn', en: 'Seasonings & cooking', ja: '調味料・料理' },
      { id: 404, name: 'Đồ ăn liền', en: 'Instant food', ja: 'インスタント食品' },
    ],
  },
  {
    id: 5,
    name: 'Đồ gia dụng',
    en: 'Household goods',
    ja: '生活用品',
    children: [
      { id: 501, name: 'Dụng cụ nhà bếp', en: 'Kitchenware', ja: 'キッチン用品' },
      { id: 502, name: 'Điện gia dụng', en: 'Home appliances', ja: '家電' },
      { id: 503, name: 'Giặt giũ & tẩy rửa', en: 'Laundry & cleaning', ja: '洗濯・掃除' },
      { id: 504, name: 'Lưu trữ & sắp xếp', en: 'Storage & organising', ja: '収納・整理' },
    ],
  },
  {
    id: 6,
    name: 'Thời trang',
    en: 'Fashion',
    ja: 'ファッション',
    children: [
      { id: 601, name: 'Quần áo', en: 'Clothing', ja: '衣類' },
      { id: 602, name: 'Giày dép', en: 'Shoes', ja: '靴' },
      { id: 603, name: 'Túi xách & ví', en: 'Bags & wallets', ja: 'バッグ・財布' },
      { id: 604, name: 'Đồng hồ & phụ kiện', en: 'Watches & accessories', ja: '時計・アクセサリー' },
    ],
  },
  {
    id: 7,
    name: 'Điện tử',
    en: 'Electronics',
    ja: '電子機器',
    children: [
      { id: 701, name: 'Máy ảnh', en: 'Cameras', ja: 'カメラ' },
      { id: 702, name: 'Thiết bị âm thanh', en: 'Audio', ja: 'オーディオ' },
      { id: 703, name: 'Thiết bị chăm sóc cá nhân', en: 'Personal care devices', ja: '美容・健康家電' },
      { id: 704, name: 'Phụ kiện & máy chơi game', en: 'Games & accessories', ja: 'ゲーム・周辺機器' },
    ],
  },
  {
    id: 8,
    name: 'Đồ chơi',
    en: 'Toys',
    ja: 'おもちゃ',
    children: [
      { id: 801, name: 'Mô hình & figure', en: 'Models & figures', ja: '模型・フィギュア' },
      { id: 802, name: 'Đồ chơi lắp ráp', en: 'Building toys', ja: 'ブロック・組み立ておもちゃ' },
      { id: 803, name: 'Đồ chơi giáo dục', en: 'Educational toys', ja: '知育玩具' },
      { id: 804, name: 'Thẻ bài & trò chơi', en: 'Cards & games', ja: 'カード・ゲーム' },
    ],
  },
]

const names = ({ id, name, en, ja }: CategoryName) => ({ id, name, nameEn: en, nameJa: ja })

export function categoryRows() {
  return CATEGORY_TREE.flatMap((root, rootPosition) => [
    { ...names(root), parentId: null, position: rootPosition },
    ...root.children.map((child, position) => ({ ...names(child), parentId: root.id, position })),
  ])
}

export function rootOf(categoryId: number): number {
  return Math.floor(categoryId / 100)
}
