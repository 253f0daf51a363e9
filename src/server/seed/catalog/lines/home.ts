import type { CategoryLines } from '@server/seed/catalog/product-line'

export const HOME: CategoryLines[] = [
  {
    categoryId: 501,
    lines: [
      { brand: 'Global', name: 'Dao bếp Global G-2', picture: 'knife', variants: [['lưỡi 20cm', 15400]] },
      { brand: 'Kai', name: 'Dao bếp Kai Seki Magoroku', picture: 'knife', ja: '関孫六', variants: [['lưỡi 16.5cm', 3850]] },
      {
        brand: 'Thermos',
        name: 'Bình giữ nhiệt Thermos JNL',
        picture: 'flask',
        ja: 'サーモス 真空断熱ケータイマグ',
        variants: [
          ['350ml', 3278],
          ['500ml', 3828],
        ],
        origin: 'cn',
      },
      { brand: 'Zojirushi', name: 'Bình giữ nhiệt Zojirushi SM-SF', picture: 'flask', variants: [['480ml', 3520]], origin: 'th' },
      { brand: 'Iwaki', name: 'Hộp thủy tinh chịu nhiệt Iwaki', picture: 'box', variants: [['bộ 3 hộp', 2680]] },
      { brand: 'Iris Ohyama', name: 'Chảo chống dính Iris Ohyama Diamond Coat', variants: [['26cm', 3980]], origin: 'cn' },
    ],
  },
  {
    categoryId: 502,
    lines: [
      {
        brand: 'Zojirushi',
        name: 'Nồi cơm điện áp suất IH Zojirushi',
        ja: '象印 圧力IH炊飯ジャー',
        variants: [
          ['1.0L', 49800],
          ['1.8L', 59800],
        ],
      },
      { brand: 'Tiger', name: 'Nồi cơm điện Tiger JPW', ja: 'タイガー 炊きたて', variants: [['1.0L', 39800]] },
      {
        brand: 'Panasonic',
        name: 'Máy lọc không khí tạo ẩm Panasonic F-VXV70',
        picture: 'airPurifier',
        ja: 'パナソニック 加湿空気清浄機',
        variants: [['phòng 31m²', 64800]],
      },
      {
        brand: 'Sharp',
        name: 'Máy lọc không khí Sharp Plasmacluster KI-RS50',
        picture: 'airPurifier',
        variants: [['phòng 23m²', 54800]],
        origin: 'th',
      },
      { brand: 'Tiger', name: 'Ấm siêu tốc Tiger PCM', variants: [['0.8L', 5980]], origin: 'cn' },
      {
        brand: 'Balmuda',
        name: 'Lò nướng Balmuda The Toaster',
        picture: 'toaster',
        variants: [
          ['màu đen', 29700],
          ['màu trắng', 29700],
        ],
        origin: 'cn',
      },
      { brand: 'Makita', name: 'Máy hút bụi cầm tay Makita CL107', picture: 'vacuum', variants: [['1 chiếc', 14800]], origin: 'cn' },
    ],
  },
  {
    categoryId: 503,
    lines: [
      {
        brand: 'Attack',
        name: 'Nước giặt Kao Attack Zero',
        picture: 'sauceBottle',
        ja: 'アタックZERO',
        variants: [
          ['chai 400g', 498],
          ['túi refill 1.08kg', 998],
        ],
        ingredients: 'Chất hoạt động bề mặt (37%, alkyl ether sulfate), chất ổn định, enzyme',
      },
      { brand: 'Ariel', name: 'Viên giặt Ariel Power Gel Ball', picture: 'box', variants: [['hộp 17 viên', 698]] },
      { brand: 'Lenor', name: 'Nước xả vải Lenor Happiness', picture: 'sauceBottle', variants: [['túi refill 1.08L', 698]] },
      {
        brand: 'Kao',
        name: 'Nước rửa chén Kao Cucute',
        picture: 'sauceBottle',
        ja: 'キュキュット',
        variants: [
          ['chai 240ml', 248],
          ['túi refill 700ml', 498],
        ],
      },
      { brand: 'Kao', name: 'Xịt tẩy rửa nhà tắm Kao Bath Magiclean', ja: 'バスマジックリン', variants: [['380ml', 348]] },
    ],
  },
  {
    categoryId: 504,
    lines: [
      {
        brand: 'Muji',
        name: 'Hộp đựng đồ nhựa PP Muji',
        picture: 'box',
        ja: '無印良品 ポリプロピレン収納ケース',
        variants: [
          ['cỡ nhỏ', 590],
          ['cỡ lớn', 1290],
        ],
      },
      { brand: 'Like-it', name: 'Khay chia ngăn kéo Like-it', picture: 'box', variants: [['bộ 4 khay', 1320]] },
      { brand: 'Iris Ohyama', name: 'Tủ nhựa ngăn kéo Iris Ohyama', variants: [['3 tầng', 4980]] },
      { brand: 'Nitori', name: 'Móc treo quần áo chống trượt Nitori', ja: 'ニトリ ハンガー', variants: [['bộ 10 cái', 599]], origin: 'cn' },
    ],
  },
]
