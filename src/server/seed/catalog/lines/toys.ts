import type { CategoryLines } from '@server/seed/catalog/product-line'

export const TOYS: CategoryLines[] = [
  {
    categoryId: 801,
    lines: [
      { brand: 'Bandai', name: 'Mô hình Gundam RX-78-2 MG 1/100', ja: 'ガンダム マスターグレード', variants: [['1 hộp', 5500]] },
      { brand: 'Bandai', name: 'Mô hình Gundam Aerial HG 1/144', variants: [['1 hộp', 1430]] },
      {
        brand: 'Good Smile Company',
        name: 'Figure Nendoroid Hatsune Miku',
        ja: 'ねんどろいど 初音ミク',
        variants: [['1 hộp', 5800]],
        origin: 'cn',
      },
      { brand: 'Bandai', name: 'Figure S.H.Figuarts Son Goku', ja: 'フィギュアーツ 孫悟空', variants: [['1 hộp', 7700]], origin: 'cn' },
      {
        brand: 'Tomica',
        name: 'Xe mô hình Tomica Toyota Land Cruiser',
        picture: 'car',
        ja: 'トミカ',
        variants: [['1 chiếc', 660]],
        origin: 'vn',
      },
    ],
  },
  {
    categoryId: 802,
    lines: [
      { brand: 'LEGO', name: 'Bộ lắp ráp LEGO Creator Thuyền buồm', variants: [['1 hộp', 6980]], origin: 'dk' },
      { brand: 'Kawada', name: 'Bộ lắp ráp Nanoblock Lâu đài Himeji', ja: 'ナノブロック 姫路城', variants: [['1 hộp', 4620]] },
      { brand: 'Kawada', name: 'Bộ lắp ráp Diablock', variants: [['thùng cơ bản', 3300]] },
      {
        brand: 'Epoch',
        name: 'Nhà búp bê Sylvanian Families',
        picture: 'house',
        ja: 'シルバニアファミリー',
        variants: [['bộ ngôi nhà mái đỏ', 6380]],
        origin: 'cn',
      },
    ],
  },
  {
    categoryId: 803,
    lines: [
      {
        brand: 'Kumon',
        name: 'Bộ ghép hình Kumon Jigsaw Puzzle',
        variants: [
          ['Step 1', 1650],
          ['Step 3', 1650],
        ],
      },
      { brand: 'Gakken', name: 'Bộ thí nghiệm khoa học Gakken', picture: 'box', ja: '学研 科学キット', variants: [['1 hộp', 3850]] },
      { brand: 'People', name: 'Đồ chơi vận động cho bé People', variants: [['1 bộ', 4950]], alsoIn: 303 },
      { brand: 'Agatsuma', name: 'Bàn học đa năng Anpanman', ja: 'アンパンマン', variants: [['1 bộ', 9800]], origin: 'cn' },
      { brand: 'Pilot', name: 'Bảng vẽ nam châm Pilot Sensei', variants: [['1 bảng', 2980]] },
    ],
  },
  {
    categoryId: 804,
    lines: [
      {
        brand: 'Pokémon',
        name: 'Hộp thẻ bài Pokémon Card Game Scarlet & Violet',
        ja: 'ポケモンカードゲーム',
        variants: [['1 hộp 30 gói', 5400]],
      },
      { brand: 'Konami', name: 'Hộp thẻ bài Yu-Gi-Oh! OCG', ja: '遊戯王', variants: [['1 hộp', 4400]] },
      {
        brand: 'Takara Tomy',
        name: 'Con quay Beyblade X',
        picture: 'disc',
        ja: 'ベイブレードX',
        variants: [['bộ khởi đầu', 2970]],
        origin: 'vn',
      },
      { brand: 'Nintendo', name: 'Đĩa game Mario Kart 8 Deluxe', picture: 'disc', variants: [['bản Nhật', 6578]], alsoIn: 704 },
      { brand: 'Takara Tomy', name: 'Trò chơi cướp biển Kuro Hige', ja: '黒ひげ危機一発', variants: [['1 hộp', 2530]], origin: 'cn' },
    ],
  },
]
