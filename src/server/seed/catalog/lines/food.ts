import type { CategoryLines } from '@server/seed/catalog/product-line'

export const FOOD: CategoryLines[] = [
  {
    categoryId: 401,
    lines: [
      {
        brand: 'Royce',
        name: 'Socola tươi Royce Nama Chocolate Au Lait',
        ja: 'ロイズ 生チョコレート',
        variants: [['hộp 20 viên', 864]],
        ingredients: 'Socola, kem tươi, rượu rum, bột cacao',
      },
      { brand: 'Meiji', name: 'Socola đen Meiji Black Chocolate', ja: '明治 ブラックチョコレート', variants: [['lốc 5 thanh 50g', 1080]] },
      { brand: 'Calbee', name: 'Snack khoai tây Calbee Jagarico vị salad', ja: 'じゃがりこ サラダ', variants: [['hộp 6 cốc', 918]] },
      {
        brand: 'Ishiya',
        name: 'Bánh quy Shiroi Koibito Ishiya',
        ja: '白い恋人',
        variants: [
          ['hộp 12 cái', 1296],
          ['hộp 24 cái', 2592],
        ],
        ingredients: 'Bột mì, bơ, đường, socola trắng, trứng, sữa bột',
      },
      { brand: 'Glico', name: 'Bánh que Pocky Glico', ja: 'ポッキー', variants: [['hộp 9 gói', 598]] },
      { brand: 'Nestlé', name: 'Kit Kat vị trà xanh Matcha', ja: 'キットカット 抹茶', variants: [['túi 12 thanh', 598]] },
      { brand: 'Morinaga', name: 'Kẹo dẻo Hi-Chew Morinaga', ja: 'ハイチュウ', variants: [['lốc 10 thanh', 980]] },
    ],
  },
  {
    categoryId: 402,
    lines: [
      { brand: 'Ito En', name: 'Trà xanh túi lọc Ito En Oi Ocha', ja: '伊藤園 お〜いお茶', variants: [['hộp 50 túi', 540]] },
      {
        brand: 'Marukyu Koyamaen',
        name: 'Bột trà xanh Matcha Uji Marukyu Koyamaen',
        picture: 'can',
        ja: '宇治抹茶',
        variants: [['lon 40g', 1620]],
      },
      { brand: 'UCC', name: 'Cà phê phin giấy UCC Shokunin no Coffee', ja: 'UCC 職人の珈琲', variants: [['hộp 18 gói', 698]] },
      { brand: 'AGF', name: 'Cà phê hòa tan AGF Blendy Stick', variants: [['hộp 30 thanh', 798]] },
      { brand: 'Yamamotoyama', name: 'Trà gạo lứt Genmaicha Yamamotoyama', picture: 'box', variants: [['gói 200g', 648]] },
    ],
  },
  {
    categoryId: 403,
    lines: [
      {
        brand: 'Kikkoman',
        name: 'Nước tương Kikkoman',
        ja: 'キッコーマン しょうゆ',
        variants: [
          ['chai 1L', 398],
          ['chai tươi 450ml', 348],
        ],
        ingredients: 'Đậu nành, lúa mì, muối, nước',
      },
      { brand: 'Ajinomoto', name: 'Hạt nêm cá ngừ Ajinomoto Hondashi', picture: 'box', ja: 'ほんだし', variants: [['hộp 120g', 538]] },
      {
        brand: 'Kewpie',
        name: 'Sốt mayonnaise Kewpie',
        ja: 'キユーピー マヨネーズ',
        variants: [['chai 450g', 398]],
        ingredients: 'Dầu thực vật, lòng đỏ trứng, giấm, muối, gia vị',
      },
      { brand: 'Marukome', name: 'Tương miso Marukome', picture: 'jar', variants: [['hộp 750g', 458]] },
      {
        brand: 'S&B',
        name: 'Viên nấu cà ri S&B Golden Curry',
        picture: 'box',
        ja: 'ゴールデンカレー',
        variants: [
          ['vị cay vừa 198g', 298],
          ['vị cay 198g', 298],
        ],
      },
      { brand: 'Mizkan', name: 'Giấm gạo Mizkan', variants: [['chai 500ml', 318]] },
    ],
  },
  {
    categoryId: 404,
    lines: [
      { brand: 'Nissin', name: 'Mì ly Nissin Cup Noodle', picture: 'cup', ja: 'カップヌードル', variants: [['thùng 20 ly', 4380]] },
      { brand: 'Nissin', name: 'Mì gà Nissin Chicken Ramen', ja: 'チキンラーメン', variants: [['lốc 5 gói', 598]] },
      { brand: 'Sato', name: 'Cơm ăn liền Sato no Gohan', ja: 'サトウのごはん', variants: [['lốc 10 hộp 200g', 1480]] },
      { brand: 'Amano Foods', name: 'Súp miso ăn liền Amano Foods', ja: 'アマノフーズ', variants: [['hộp 10 viên', 1080]] },
    ],
  },
]
