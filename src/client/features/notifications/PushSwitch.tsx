import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Skeleton } from '@client/ui'
import { usePushDevice } from './use-push-device'
import * as styles from './notifications.css'

/**
 * "Notifications on this device": our explanation first, then a switch; the browser's permission
 * prompt appears only when the customer turns it on. Says so plainly when the browser blocked
 * notifications, lacks push, or is Safari on iPhone outside the home-screen app.
 */
export function PushSwitch() {
  const { t } = useLingui()
  const { state, busy, failed, turnOn, turnOff } = usePushDevice()
  const label = t`Thông báo trên thiết bị này`
  return (
    <>
      <p className={styles.explain}>
        <Trans>
          Nhận thông báo ngay trên điện thoại khi có người trả giá cao hơn bạn, khi phiên đấu giá sắp kết thúc, khi bạn thắng hay thua, và
          khi đơn hàng hoặc kiện hàng của bạn có cập nhật — kể cả khi không mở ứng dụng.
        </Trans>
      </p>
      {!state ? (
        <Skeleton height="2.75rem" />
      ) : state.support === 'ios-home-screen' ? (
        <HomeScreenSteps />
      ) : state.support === 'unsupported' ? (
        <Alert variant="info">
          <Trans>Trình duyệt này không hỗ trợ thông báo đẩy. Bạn vẫn xem được mọi thông báo ở biểu tượng chuông.</Trans>
        </Alert>
      ) : state.permission === 'denied' ? (
        <Alert variant="warning">
          <span data-testid="push-blocked">
            <Trans>
              Trình duyệt đã chặn thông báo của trang này. Để bật lại, mở cài đặt trang (biểu tượng bên trái thanh địa chỉ), cho phép Thông
              báo rồi tải lại trang.
            </Trans>
          </span>
        </Alert>
      ) : (
        <div className={styles.switchRow}>
          <span className={styles.switchLabel} id="push-switch-label">
            {label}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={state.subscribed}
            aria-labelledby="push-switch-label"
            aria-busy={busy || undefined}
            className={styles.switchTrack}
            data-testid="push-switch"
            onClick={() => void (busy ? undefined : state.subscribed ? turnOff() : turnOn())}
          >
            <span className={styles.switchThumb} />
          </button>
        </div>
      )}
      {failed && (
        <Alert variant="danger">
          <Trans>Không thay đổi được thông báo trên thiết bị này. Vui lòng thử lại.</Trans>
        </Alert>
      )}
    </>
  )
}

function HomeScreenSteps() {
  return (
    <Alert variant="info">
      <div data-testid="push-home-screen">
        <Trans>Trên iPhone và iPad, thông báo chỉ hoạt động khi ứng dụng được thêm vào Màn hình chính:</Trans>
        <ol className={styles.steps}>
          <li>
            <Trans>Nhấn nút Chia sẻ của Safari.</Trans>
          </li>
          <li>
            <Trans>Chọn "Thêm vào MH chính".</Trans>
          </li>
          <li>
            <Trans>Mở ứng dụng từ Màn hình chính và bật thông báo tại đây.</Trans>
          </li>
        </ol>
      </div>
    </Alert>
  )
}
