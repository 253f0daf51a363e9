import { useLingui } from '@lingui/react/macro'
import type { AuditAction } from '@shared/contracts/admin/audit'

/** What each audited action is called in the console. */
export function useAuditActionLabels(): Record<AuditAction, string> {
  const { t } = useLingui()
  return {
    'rate.set': t`Đặt tỉ giá`,
    'order.transition': t`Chuyển trạng thái đơn`,
    'order.charges': t`Sửa phí đơn hàng`,
    'order.adjustment': t`Điều chỉnh phí đơn đã thanh toán`,
    'order.box.add': t`Thêm kiện hàng`,
    'order.box.event': t`Ghi sự kiện kho`,
    'order.box.event_void': t`Hủy sự kiện kho`,
    'order.box.weigh': t`Cân kiện hàng`,
    'freight_tariff.create': t`Thêm biểu phí vận chuyển`,
    'wallet.deposit': t`Nạp tiền`,
    'wallet.debit': t`Trừ tiền mua hàng`,
    'wallet.refund': t`Hoàn tiền`,
    'wallet.payout': t`Chi trả về ngân hàng`,
    'wallet.void': t`Hủy giao dịch ví`,
    'wallet.approve': t`Duyệt giao dịch ví`,
    'wallet.reject': t`Từ chối giao dịch ví`,
    'post.create': t`Tạo bài viết`,
    'post.update': t`Sửa bài viết`,
    'post.publish': t`Đăng / gỡ bài viết`,
    'support.handled': t`Xử lý yêu cầu hỗ trợ`,
    'support.reply': t`Trả lời yêu cầu hỗ trợ`,
    'support.close': t`Đóng yêu cầu hỗ trợ`,
    'product.update': t`Sửa sản phẩm`,
    'link_item.price': t`Xác nhận giá hàng mua theo link`,
    'auction.permission.approve': t`Cấp quyền đấu giá`,
    'auction.permission.deny': t`Từ chối quyền đấu giá`,
    'auction.permission.revoke': t`Thu hồi quyền đấu giá`,
    'auction.desk.placed': t`Ghi giá đã đặt trên Yahoo`,
    'auction.desk.price': t`Ghi giá Yahoo hiện tại`,
    'auction.desk.result': t`Ghi kết quả đấu giá`,
    'auction.desk.described': t`Mô tả phiên mở bằng đường dẫn`,
    'auction.bid_limit': t`Đặt hạn mức đấu giá`,
    'market.import': t`Nhập dữ liệu sàn`,
    'market.import.upload': t`Tải lên tệp dữ liệu sàn`,
    'bank_transfer.assign': t`Gán chuyển khoản`,
    'bank_transfer.return': t`Trả lại chuyển khoản`,
    'staff.roles': t`Đổi vai trò nhân viên`,
    'staff.remove': t`Xoá nhân viên`,
    'bank_transfer.import': t`Nhập sao kê ngân hàng`,
    'customer.note': t`Ghi chú về khách hàng`,
  }
}
