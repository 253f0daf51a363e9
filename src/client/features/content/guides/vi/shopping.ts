import { AIR_TRANSIT_DAYS as AIR, INVITATION_REWARD_VND, JAPAN_TAX_PERCENT, SEA_TRANSIT_DAYS as SEA } from '@shared/content/service-facts'
import { formatDong } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import type { Guide } from '../guide-types'

export const manual: Guide = {
  menuLabel: 'Hướng dẫn mua hàng',
  title: 'Hướng dẫn mua hàng Nhật trong 6 bước',
  summary:
    'Từ lúc tìm thấy món hàng trên một trang Nhật đến khi nhận hàng tại Việt Nam: sáu bước đơn giản, và bước nào cũng theo dõi được trong tài khoản của bạn.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'steps',
      title: 'Sáu bước mua hàng',
      blocks: [
        {
          type: 'steps',
          steps: [
            {
              title: 'Tìm sản phẩm',
              text: 'Tìm trong shop ikom, awond hoặc chọn một sàn Nhật ở menu chính (Amazon, Rakuten, Mercari, Yahoo Auction…). Đã có đường dẫn sản phẩm? Dán thẳng vào ô tìm kiếm, hệ thống sẽ mở đúng trang sản phẩm.',
              items: [
                'Giá hiển thị bằng đồng theo tỉ giá hôm nay, kèm giá yên gốc của người bán.',
                'Xem mục cấm gửi (đường bay, đường biển) trên trang sản phẩm trước khi mua.',
              ],
            },
            {
              title: 'Thêm vào giỏ hoặc Mua ngay',
              text: 'Chọn số lượng (và màu, kích cỡ nếu có) rồi bấm Thêm vào giỏ. Giỏ hàng gom sản phẩm theo từng shop; mỗi shop sẽ tạo thành một đơn hàng riêng.',
            },
            {
              title: 'Chọn địa chỉ nhận và cách gửi',
              text: `Ở trang giỏ hàng, chọn địa chỉ nhận (hoặc thêm mới) và chọn đường bay (${AIR.min}–${AIR.max} ngày) hoặc đường biển (${SEA.min}–${SEA.max} ngày). Tổng tiền hàng được cộng ${JAPAN_TAX_PERCENT}% thuế tiêu dùng Nhật.`,
            },
            {
              title: 'Tạo đơn và thanh toán',
              text: 'Bấm Tạo đơn. Trang thanh toán hiển thị ngân hàng, số tài khoản, số tiền và nội dung chuyển khoản (mã đơn hàng). Chuyển khoản đúng nội dung để đơn được xác nhận nhanh nhất.',
            },
            {
              title: 'Chúng tôi mua hàng và nhận về kho Nhật',
              text: 'Trong vòng 24 giờ làm việc sau khi nhận tiền, nhân viên đặt mua với người bán. Hàng về kho Tokyo hoặc Osaka được đếm, kiểm tra bên ngoài, chụp ảnh và đóng gói lại.',
              items: ['Trạng thái đơn lần lượt: Chờ xử lý → Chờ nhận hàng → Đã về kho.'],
            },
            {
              title: 'Vận chuyển về Việt Nam và nhận hàng',
              text: 'Hàng được gửi về kho Hà Nội, TP. Hồ Chí Minh hoặc Đà Nẵng. Khi hàng về, bạn nhận tại kho hoặc được giao tận nhà.',
            },
          ],
        },
      ],
    },
    {
      id: 'tracking',
      title: 'Theo dõi đơn hàng',
      blocks: [
        {
          type: 'paragraph',
          text: 'Mọi đơn hàng nằm trong Tài khoản → Đơn hàng. Mục Thông báo của mỗi đơn cho biết từng thùng hàng đang ở đâu: đã về kho, đang chuyển giữa các kho, đã giao cho đơn vị vận chuyển hay đã được nhận.',
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Nếu người bán hết hàng hoặc huỷ giao dịch, đơn chuyển sang trạng thái Hết hàng và số tiền đã trả cho món đó được hoàn vào ví của bạn.',
        },
      ],
    },
    {
      id: 'help',
      title: 'Cần hỗ trợ?',
      blocks: [
        {
          type: 'hotline',
          text: `Cần tư vấn chọn cách gửi hay muốn nhận bảng cước vận chuyển mới nhất? Gọi hotline ${SUPPORT.hotline}.`,
        },
      ],
    },
  ],
}

export const newbie: Guide = {
  menuLabel: 'Dành cho người mới',
  title: 'Dành cho người mới',
  summary:
    'Nhật Việt Shop mua hộ hàng Nhật và gửi về Việt Nam. Trang này giải thích dịch vụ hoạt động ra sao, chi phí gồm những gì và những điều nên biết trước đơn hàng đầu tiên.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'what',
      title: 'Chúng tôi làm gì',
      blocks: [
        {
          type: 'paragraph',
          text: 'Bạn chọn hàng trên các trang bán hàng Nhật Bản; chúng tôi thay bạn thanh toán cho người bán bằng yên, nhận hàng tại kho ở Nhật, kiểm tra, đóng gói và gửi về Việt Nam. Bạn chỉ thanh toán bằng đồng và theo dõi mọi bước trong tài khoản.',
        },
        {
          type: 'list',
          items: [
            'Shop ikom và awond: hàng Nhật có sẵn, giá rõ ràng, không tính phí mua hộ.',
            'Các sàn Nhật: Amazon, Rakuten, Yahoo Shopping, Mercari, Rakuma, PayPay, Hard Off, Yodobashi, Nike, Tonoike.',
            'Đấu giá: Yahoo Auction và nhà đấu giá Ecoring (cần đăng ký quyền đấu giá).',
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Tạo tài khoản',
      blocks: [
        {
          type: 'paragraph',
          text: 'Đăng ký bằng tài khoản Google hoặc Apple chỉ mất vài giây. Sau đó cập nhật số điện thoại và thêm địa chỉ nhận hàng trong Sổ địa chỉ để đặt đơn nhanh hơn.',
        },
        { type: 'register', text: 'Chưa có tài khoản? Đăng ký miễn phí để đặt hàng, theo dõi đơn và nhận ưu đãi.' },
      ],
    },
    {
      id: 'costs',
      title: 'Bạn sẽ trả những khoản nào',
      blocks: [
        {
          type: 'list',
          items: [
            'Tiền hàng: giá yên của người bán quy đổi sang đồng theo tỉ giá trên trang chủ, cộng thuế tiêu dùng Nhật.',
            'Phí mua hộ: theo Bảng giá dịch vụ; miễn phí với hàng shop ikom và awond.',
            'Phí ship nội địa Nhật: người bán gửi hàng đến kho của chúng tôi; nhiều người bán miễn phí khoản này.',
            'Cước vận chuyển quốc tế: tính theo cân nặng khi hàng về kho, xem Bảng giá vận chuyển.',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: 'Sau khi tạo đơn, bạn thanh toán số tiền trên trang thanh toán của đơn: tiền hàng gồm thuế, phí mua hộ và cước vận chuyển ước tính. Mỗi cửa hàng là một đơn, một lần chuyển khoản.',
        },
      ],
    },
    {
      id: 'tips',
      title: 'Mẹo cho đơn hàng đầu tiên',
      blocks: [
        {
          type: 'list',
          items: [
            'Bắt đầu với một món hàng của shop ikom hoặc awond để làm quen với quy trình.',
            'Gộp nhiều món cùng cách gửi để tiết kiệm cước vận chuyển.',
            `Mỗi mã giới thiệu được kích hoạt giúp giảm ${formatDong(INVITATION_REWARD_VND)} cước vận chuyển của đơn tiếp theo.`,
            'Với hàng đã qua sử dụng, đọc kỹ mô tả tình trạng và xem hết ảnh trước khi đặt.',
          ],
        },
      ],
    },
    {
      id: 'help',
      title: 'Vẫn còn thắc mắc?',
      blocks: [
        {
          type: 'hotline',
          text: `Xem trang Hỏi đáp hoặc gọi hotline ${SUPPORT.hotline} (thứ Hai–thứ Sáu 8:00–17:30, thứ Bảy 8:00–12:00).`,
        },
      ],
    },
  ],
}
