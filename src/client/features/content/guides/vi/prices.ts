import {
  AIR_TRANSIT_DAYS as AIR,
  AIR_VOLUME_DIVISOR,
  AUCTION_FEE_YEN,
  FREE_STORAGE_DAYS,
  JAPAN_TAX_PERCENT,
  MIN_CHARGEABLE_KG,
  SEA_TRANSIT_DAYS as SEA,
  SEA_VOLUME_DIVISOR,
  SERVICE_FEE_MIN_YEN,
} from '@shared/content/service-facts'
import { formatYen } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import { serviceFeeExample, serviceFeeRows } from '../guide-facts'
import type { Guide } from '../guide-types'

const example = serviceFeeExample(20_000)

export const priceList: Guide = {
  menuLabel: 'Bảng giá vận chuyển',
  title: 'Bảng giá vận chuyển Nhật – Việt',
  summary:
    'Cước gửi hàng từ kho Nhật về kho Việt Nam tính theo cân nặng và cách gửi. Đơn giá theo kg thay đổi theo phụ phí nhiên liệu và lịch tàu, vì vậy bảng cước mới nhất được gửi qua hotline.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'methods',
      title: 'Hai cách gửi',
      blocks: [
        {
          type: 'table',
          head: ['', 'Đường bay', 'Đường biển'],
          rows: [
            ['Thời gian (kho Nhật → kho Việt Nam)', `${AIR.min}–${AIR.max} ngày`, `${SEA.min}–${SEA.max} ngày`],
            ['Cân nặng quy đổi', `D × R × C (cm) / ${AIR_VOLUME_DIVISOR}`, `D × R × C (cm) / ${SEA_VOLUME_DIVISOR}`],
            ['Phù hợp với', 'Hàng nhẹ, giá trị cao, cần gấp', 'Hàng nặng, cồng kềnh, không gấp'],
            ['Không nhận', 'Bình xịt, nước hoa, pin rời, chất dễ cháy', 'Chất dễ cháy, dễ nổ'],
          ],
        },
      ],
    },
    {
      id: 'weight',
      title: 'Cách tính cân nặng',
      blocks: [
        {
          type: 'paragraph',
          text: `Cước tính theo cân nặng lớn hơn giữa cân nặng thực và cân nặng quy đổi của thùng hàng sau khi đóng gói, làm tròn lên 0,1 kg, tối thiểu ${MIN_CHARGEABLE_KG} kg mỗi kiện.`,
        },
        {
          type: 'paragraph',
          text: `Ví dụ: thùng 40 × 30 × 30 cm nặng 4 kg. Đường bay: 40 × 30 × 30 / ${AIR_VOLUME_DIVISOR} = 6 kg, tính cước 6 kg. Đường biển: 40 × 30 × 30 / ${SEA_VOLUME_DIVISOR} = 9 kg, tính cước 9 kg nhưng đơn giá đường biển thấp hơn nhiều.`,
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Chúng tôi bỏ hộp ngoài cồng kềnh và gộp các đơn cùng địa chỉ, cùng cách gửi để giảm cân nặng tính cước.',
        },
      ],
    },
    {
      id: 'schedule',
      title: 'Bảng cước theo kg',
      blocks: [
        {
          type: 'hotline',
          text: `Gọi hotline ${SUPPORT.hotline} để nhận bảng cước vận chuyển theo kg mới nhất cho đường bay và đường biển, cùng báo giá riêng cho hàng cồng kềnh.`,
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Nhận hàng tại Việt Nam',
      blocks: [
        {
          type: 'list',
          items: [
            'Nhận tại kho Hà Nội, TP. Hồ Chí Minh hoặc Đà Nẵng: miễn phí.',
            'Giao tận nhà: phí theo biểu giá của đơn vị giao hàng, được báo trước khi giao.',
            `Lưu kho miễn phí ${FREE_STORAGE_DAYS} ngày kể từ khi hàng về kho Việt Nam.`,
          ],
        },
      ],
    },
  ],
}

export const servicePriceTable: Guide = {
  menuLabel: 'Bảng giá dịch vụ',
  title: 'Bảng giá dịch vụ mua hộ',
  summary: 'Phí mua hộ và các khoản phí khác khi mua hàng Nhật qua Nhật Việt Shop, kèm một ví dụ tính tiền.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'tariff',
      title: 'Nguyên tắc thanh toán',
      blocks: [
        {
          type: 'paragraph',
          text: 'Người bán Nhật được thanh toán bằng yên (JPY). Bạn thanh toán cho chúng tôi bằng đồng (VND) theo tỉ giá hiển thị trên trang chủ tại thời điểm tạo đơn; tỉ giá này được ghi lại trên đơn hàng và dùng cho số tiền thanh toán của đơn.',
        },
        { type: 'rate', text: 'Tỉ giá hôm nay (giá đồng = tỉ giá × giá yên):', exampleYen: 10_000 },
      ],
    },
    {
      id: 'fees',
      title: 'Phí mua hộ',
      blocks: [
        {
          type: 'table',
          head: ['Giá trị đơn hàng', 'Phí mua hộ'],
          rows: [
            ...serviceFeeRows({
              below: (yen) => `Dưới ${yen}`,
              between: (from, to) => `Từ ${from} đến dưới ${to}`,
              andAbove: (yen) => `Từ ${yen} trở lên`,
            }),
            ['Hàng shop ikom, awond', 'Miễn phí'],
            ['Đấu giá (Yahoo Auction, Ecoring), chợ đồ cũ (Mercari, Rakuma)', `${formatYen(AUCTION_FEE_YEN)} mỗi món`],
          ],
        },
        { type: 'note', tone: 'info', text: `Phí mua hộ tối thiểu ${formatYen(SERVICE_FEE_MIN_YEN)} mỗi đơn (trừ hàng shop ikom, awond).` },
      ],
    },
    {
      id: 'other',
      title: 'Các khoản khác',
      blocks: [
        {
          type: 'list',
          items: [
            `Thuế tiêu dùng Nhật ${JAPAN_TAX_PERCENT}% được cộng vào tiền hàng trong giỏ hàng.`,
            'Phí ship nội địa Nhật (người bán → kho của chúng tôi): thu đúng thực tế, nhiều người bán miễn phí.',
            'Cước vận chuyển quốc tế: xem Bảng giá vận chuyển.',
            'Phí chuyển khoản ngân hàng (nếu có) do người chuyển chịu.',
          ],
        },
      ],
    },
    {
      id: 'example',
      title: 'Ví dụ tính tiền',
      blocks: [
        {
          type: 'paragraph',
          text: `Đơn ${example.goods} trên Rakuten: phí mua hộ ${example.percent} là ${example.fee}. Sau khi tạo đơn, bạn thanh toán một lần tiền hàng, phí mua hộ và cước vận chuyển ước tính, quy đổi sang đồng theo tỉ giá trên đơn — đúng số tiền trên trang thanh toán của đơn.`,
        },
        { type: 'hotline', text: `Cần báo giá cho một đơn cụ thể? Gọi hotline ${SUPPORT.hotline}.` },
      ],
    },
  ],
}
