import {
  AIR_TRANSIT_DAYS as AIR,
  COMPLAINT_DAYS,
  FREE_STORAGE_DAYS,
  INVITATION_REWARD_VND,
  SEA_TRANSIT_DAYS as SEA,
} from '@shared/content/service-facts'
import { formatDong } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import type { Guide } from '../guide-types'

export const questionAndAnswer: Guide = {
  menuLabel: 'Hỏi đáp',
  title: 'Câu hỏi thường gặp',
  summary: 'Những câu hỏi khách hàng hay gửi cho chúng tôi nhất, về đặt hàng, thanh toán, vận chuyển và sau khi nhận hàng.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'ordering',
      title: 'Đặt hàng',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Tôi mua được hàng từ những trang nào?',
              answer:
                'Shop ikom và awond của chúng tôi, các sàn Amazon, Rakuten, Yahoo Shopping, Mercari, Rakuma, PayPay, Hard Off, Yodobashi, Nike, Tonoike, cùng đấu giá Yahoo Auction và Ecoring. Với trang khác, hãy gửi đường dẫn cho bộ phận hỗ trợ.',
            },
            {
              question: 'Tôi có đường dẫn sản phẩm, làm sao đặt?',
              answer:
                'Dán đường dẫn vào ô tìm kiếm ở đầu trang. Hệ thống nhận ra sàn và mở trang sản phẩm để bạn thêm vào giỏ như bình thường.',
            },
            {
              question: 'Tôi có thể huỷ đơn không?',
              answer:
                'Đơn chưa được đặt mua với người bán có thể huỷ miễn phí, số tiền đã trả hoàn về ví trong 3 ngày làm việc. Khi đã mua, việc huỷ phụ thuộc chính sách của người bán; hàng đấu giá đã thắng không thể huỷ.',
            },
            {
              question: 'Làm sao để đấu giá?',
              answer:
                'Tài khoản cần có quyền đấu giá. Trên trang sản phẩm đấu giá, bấm Đăng ký ngay và để lại số điện thoại; nhân viên liên hệ trong vòng 24 giờ.',
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Thanh toán',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Vì sao phải thanh toán ngay khi tạo đơn?',
              answer:
                'Chúng tôi trả tiền cho người bán Nhật ngay khi đặt mua, nên mỗi đơn được thanh toán trước, một lần chuyển khoản: tiền hàng gồm thuế, phí mua hộ và cước vận chuyển ước tính, đúng số tiền trên trang thanh toán của đơn.',
            },
            {
              question: 'Tỉ giá thay đổi sau khi đặt thì sao?',
              answer: 'Tỉ giá lúc tạo đơn được ghi trên đơn và áp dụng cho toàn bộ tiền hàng của đơn đó, dù tỉ giá sau đó tăng hay giảm.',
            },
            {
              question: 'Tôi thanh toán bằng cách nào?',
              answer:
                'Chuyển khoản ngân hàng theo thông tin trên trang thanh toán của đơn, ghi đúng mã đơn trong nội dung. Số dư trong ví cũng được dùng để thanh toán.',
            },
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: 'Vận chuyển',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Bao lâu tôi nhận được hàng?',
              answer: `Người bán giao đến kho Nhật thường mất 1–4 ngày. Từ kho Nhật về kho Việt Nam: đường bay ${AIR.min}–${AIR.max} ngày, đường biển ${SEA.min}–${SEA.max} ngày.`,
            },
            {
              question: 'Cước vận chuyển tính thế nào?',
              answer: `Theo cân nặng lớn hơn giữa cân thực và cân quy đổi của thùng hàng. Gọi hotline ${SUPPORT.hotline} để nhận bảng cước theo kg mới nhất.`,
            },
            {
              question: 'Tôi có thể gộp nhiều đơn để tiết kiệm cước không?',
              answer:
                'Có. Các đơn cùng địa chỉ nhận và cùng cách gửi về kho Nhật trong cùng thời gian được gộp tự động. Muốn chờ thêm đơn để gộp, hãy báo bộ phận hỗ trợ.',
            },
            {
              question: 'Hàng nào không gửi được?',
              answer:
                'Vũ khí, ma tuý, thuốc kê đơn, thực phẩm tươi sống, hàng giả. Bình xịt, nước hoa, pin rời không đi được đường bay. Xem mục cấm gửi trên trang sản phẩm.',
            },
          ],
        },
      ],
    },
    {
      id: 'after',
      title: 'Sau khi nhận hàng',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Hàng bị hỏng hoặc giao sai thì sao?',
              answer: `Báo cho chúng tôi trong ${COMPLAINT_DAYS} ngày kể từ khi nhận, kèm ảnh hoặc video mở thùng, qua mục Hỗ trợ trong tài khoản. Hàng hỏng do vận chuyển được bồi thường theo Điều khoản; hàng sai do người bán được hỗ trợ đổi trả với người bán.`,
            },
            {
              question: 'Mã giới thiệu là gì?',
              answer: `Mỗi tài khoản có một mã giới thiệu. Mỗi người bạn nhập mã của bạn giúp bạn được giảm ${formatDong(INVITATION_REWARD_VND)} cước vận chuyển của đơn tiếp theo.`,
            },
            {
              question: 'Hàng về kho Việt Nam được giữ bao lâu?',
              answer: `Miễn phí lưu kho ${FREE_STORAGE_DAYS} ngày. Sau đó phí lưu kho được tính theo số ngày và cân nặng.`,
            },
          ],
        },
        {
          type: 'hotline',
          text: `Không thấy câu trả lời? Gọi hotline ${SUPPORT.hotline} hoặc gửi yêu cầu trong mục Hỗ trợ.`,
        },
      ],
    },
  ],
}

export const policy: Guide = {
  menuLabel: 'Điều khoản và chính sách',
  title: 'Điều khoản sử dụng dịch vụ',
  summary: 'Các điều khoản áp dụng khi bạn mua hàng qua Nhật Việt Shop. Khi tạo đơn hàng, bạn đồng ý với các điều khoản dưới đây.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'scope',
      title: '1. Phạm vi dịch vụ',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nhật Việt Shop bán hàng của shop ikom, awond và cung cấp dịch vụ mua hộ, đấu giá hộ trên các trang Nhật Bản, nhận hàng tại kho ở Nhật và vận chuyển về Việt Nam. Chúng tôi thay mặt bạn giao dịch với người bán; người bán chịu trách nhiệm về chất lượng và mô tả sản phẩm.',
        },
      ],
    },
    {
      id: 'orders',
      title: '2. Đặt hàng và thanh toán',
      blocks: [
        {
          type: 'list',
          items: [
            'Giá hiển thị bằng đồng được quy đổi từ giá yên theo tỉ giá trên trang chủ; tỉ giá lúc tạo đơn được ghi trên đơn.',
            'Đơn hàng được xử lý sau khi nhận đủ số tiền trên trang thanh toán của đơn. Đơn chưa thanh toán sau 3 ngày có thể bị huỷ.',
            'Số tiền đó gồm tiền hàng, phí mua hộ và cước vận chuyển ước tính theo cân nặng của sản phẩm; mỗi cửa hàng là một đơn, thanh toán bằng một lần chuyển khoản.',
            'Giá và tình trạng hàng có thể thay đổi trước khi chúng tôi đặt mua; khi đó bạn được báo và có quyền huỷ miễn phí.',
          ],
        },
      ],
    },
    {
      id: 'cancel',
      title: '3. Huỷ đơn và hoàn tiền',
      blocks: [
        {
          type: 'list',
          items: [
            'Trước khi đặt mua với người bán: huỷ miễn phí, hoàn tiền vào ví trong 3 ngày làm việc.',
            'Sau khi đã mua: chỉ huỷ được nếu người bán chấp nhận; chi phí hoàn hàng (nếu có) do khách hàng chịu.',
            'Hàng đấu giá đã thắng không thể huỷ.',
            'Người bán hết hàng hoặc huỷ giao dịch: hoàn toàn bộ số tiền đã trả cho món đó.',
            'Số dư trong ví có thể rút về tài khoản ngân hàng theo yêu cầu.',
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: '4. Vận chuyển và lưu kho',
      blocks: [
        {
          type: 'list',
          items: [
            'Thời gian vận chuyển là dự kiến; chậm trễ do hải quan, thời tiết hay lịch bay, lịch tàu không được tính là lỗi dịch vụ.',
            'Hàng thuộc danh mục cấm gửi sẽ được giữ lại tại kho Nhật để bạn chọn huỷ, đổi cách gửi hoặc trả lại người bán.',
            `Hàng được lưu kho miễn phí ${FREE_STORAGE_DAYS} ngày tại Việt Nam; quá 90 ngày không nhận, chúng tôi được quyền xử lý hàng sau khi đã thông báo.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: '5. Trách nhiệm và khiếu nại',
      blocks: [
        {
          type: 'list',
          items: [
            `Khiếu nại về hàng hỏng, thiếu hoặc sai được nhận trong ${COMPLAINT_DAYS} ngày kể từ khi nhận hàng, kèm ảnh hoặc video mở thùng.`,
            'Hàng hư hỏng hoặc thất lạc do vận chuyển được bồi thường theo giá trị khai báo, tối đa bằng tiền hàng đã thanh toán.',
            'Chúng tôi chỉ kiểm tra bên ngoài và số lượng; không chịu trách nhiệm về chức năng bên trong của hàng đã qua sử dụng.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      title: '6. Hàng cấm và hạn chế',
      blocks: [
        {
          type: 'paragraph',
          text: 'Chúng tôi không nhận mua hoặc gửi vũ khí, chất cấm, thuốc kê đơn, thực phẩm tươi sống, động thực vật sống, hàng giả và hàng vi phạm pháp luật Nhật Bản hoặc Việt Nam. Bình xịt, chất lỏng dễ cháy và pin rời chỉ được gửi theo cách phù hợp.',
        },
      ],
    },
    {
      id: 'privacy',
      title: '7. Bảo mật thông tin',
      blocks: [
        {
          type: 'paragraph',
          text: 'Thông tin của bạn (họ tên, số điện thoại, e-mail, địa chỉ) chỉ dùng để xử lý đơn hàng, giao hàng và chăm sóc khách hàng; chỉ được chia sẻ với đơn vị vận chuyển và cơ quan hải quan ở mức cần thiết. Chúng tôi không bán thông tin khách hàng cho bên thứ ba.',
        },
      ],
    },
    {
      id: 'changes',
      title: '8. Thay đổi điều khoản',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Điều khoản có thể được cập nhật; đơn hàng đã tạo áp dụng điều khoản tại thời điểm tạo đơn. Mọi thắc mắc xin liên hệ ' +
            SUPPORT.email +
            ' hoặc hotline ' +
            SUPPORT.hotline +
            '.',
        },
      ],
    },
  ],
}
