import type { CategoryLines } from '@server/seed/catalog/product-line'

export const ELECTRONICS: CategoryLines[] = [
  {
    categoryId: 701,
    lines: [
      { brand: 'Canon', name: 'Máy ảnh Canon EOS R10 kit 18-45mm', variants: [['1 bộ', 139800]] },
      { brand: 'Sony', name: 'Máy ảnh Sony Alpha 7 IV body', ja: 'ソニー α7 IV', variants: [['1 chiếc', 298000]], origin: 'th' },
      {
        brand: 'Fujifilm',
        name: 'Máy ảnh Fujifilm X100VI',
        variants: [
          ['màu bạc', 258500],
          ['màu đen', 258500],
        ],
        origin: 'cn',
      },
      {
        brand: 'Fujifilm',
        name: 'Máy ảnh chụp lấy liền Fujifilm Instax Mini 12',
        ja: 'チェキ instax mini 12',
        variants: [
          ['màu xanh', 10800],
          ['màu hồng', 10800],
        ],
        origin: 'cn',
      },
      { brand: 'Ricoh', name: 'Máy ảnh Ricoh GR IIIx', variants: [['1 chiếc', 148000]] },
    ],
  },
  {
    categoryId: 702,
    lines: [
      {
        brand: 'Sony',
        name: 'Tai nghe chống ồn Sony WH-1000XM5',
        variants: [
          ['màu đen', 49500],
          ['màu bạc', 49500],
        ],
        origin: 'my',
      },
      { brand: 'Audio-Technica', name: 'Tai nghe kiểm âm Audio-Technica ATH-M50x', variants: [['1 chiếc', 22000]], origin: 'cn' },
      {
        brand: 'Audio-Technica',
        name: 'Mâm đĩa than Audio-Technica AT-LP60X',
        picture: 'disc',
        ja: 'オーディオテクニカ レコードプレーヤー',
        variants: [['1 chiếc', 19800]],
        origin: 'cn',
      },
      {
        brand: 'Sony',
        name: 'Tai nghe không dây Sony WF-1000XM5',
        ja: 'ソニー ワイヤレスイヤホン',
        variants: [['1 chiếc', 41800]],
        origin: 'my',
      },
      { brand: 'Final', name: 'Tai nghe có dây Final E3000', variants: [['1 chiếc', 6800]] },
    ],
  },
  {
    categoryId: 703,
    lines: [
      {
        brand: 'Panasonic',
        name: 'Máy sấy tóc Panasonic Nanocare EH-NA0J',
        ja: 'パナソニック ナノケア',
        variants: [['màu trắng', 39800]],
        origin: 'cn',
      },
      { brand: 'Panasonic', name: 'Máy cạo râu Panasonic Lamdash 5 lưỡi', picture: 'shaver', variants: [['1 chiếc', 32800]] },
      { brand: 'Braun', name: 'Máy cạo râu Braun Series 9 Pro', picture: 'shaver', variants: [['1 chiếc', 44800]], origin: 'de' },
      { brand: 'Panasonic', name: 'Bàn chải điện Panasonic Doltz', picture: 'toothbrush', variants: [['1 chiếc', 12800]] },
      {
        brand: 'Omron',
        name: 'Máy đo huyết áp bắp tay Omron HCR-7106',
        picture: 'thermometer',
        ja: 'オムロン 上腕式血圧計',
        variants: [['1 chiếc', 7980]],
        origin: 'vn',
        alsoIn: 203,
      },
      { brand: 'ReFa', name: 'Cây lăn massage mặt ReFa Carat Ray', picture: 'toothbrush', variants: [['1 chiếc', 25300]] },
    ],
  },
  {
    categoryId: 704,
    lines: [
      { brand: 'Elecom', name: 'Chuột không dây Elecom', picture: 'mouse', variants: [['màu đen', 2980]], origin: 'cn' },
      { brand: 'Buffalo', name: 'Ổ cứng di động SSD Buffalo', picture: 'box', variants: [['1TB', 13800]], origin: 'cn' },
      {
        brand: 'Sanwa Supply',
        name: 'Cáp sạc USB-C Sanwa Supply',
        picture: 'cable',
        variants: [
          ['dài 1m', 1280],
          ['dài 2m', 1680],
        ],
        origin: 'cn',
      },
      {
        brand: 'Nintendo',
        name: 'Máy chơi game Nintendo Switch OLED',
        ja: 'ニンテンドースイッチ 有機ELモデル',
        variants: [['màu trắng', 37980]],
        origin: 'cn',
      },
      { brand: 'Sony', name: 'Tay cầm PS5 DualSense', variants: [['màu trắng', 9480]], origin: 'cn' },
    ],
  },
]
