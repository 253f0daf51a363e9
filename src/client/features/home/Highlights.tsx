import { Trans } from '@lingui/react/macro'
import { CardIcon, HeadsetIcon, TruckIcon } from '@client/ui/icons'
import * as styles from './Highlights.css'

/** Why buy here: fast shipping, 24/7 support, online payment; and the weekly sale. */
export function Highlights() {
  return (
    <section className={styles.section} aria-labelledby="highlights-title">
      <h2 id="highlights-title" className={styles.hiddenHeading}>
        <Trans>Vì sao chọn chúng tôi</Trans>
      </h2>
      <ul className={styles.list}>
        <li className={styles.item}>
          <TruckIcon size={28} />
          <div>
            <p className={styles.title}>
              <Trans>Giao hàng nhanh</Trans>
            </p>
            <p className={styles.text}>
              <Trans>Vận chuyển từ Nhật về Việt Nam bằng đường hàng không hoặc đường biển.</Trans>
            </p>
          </div>
        </li>
        <li className={styles.item}>
          <HeadsetIcon size={28} />
          <div>
            <p className={styles.title}>
              <Trans>Hỗ trợ 24/7</Trans>
            </p>
            <p className={styles.text}>
              <Trans>Đội ngũ tư vấn luôn sẵn sàng giúp bạn.</Trans>
            </p>
          </div>
        </li>
        <li className={styles.item}>
          <CardIcon size={28} />
          <div>
            <p className={styles.title}>
              <Trans>Thanh toán trực tuyến</Trans>
            </p>
            <p className={styles.text}>
              <Trans>Thanh toán bằng đồng theo tỉ giá trong ngày.</Trans>
            </p>
          </div>
        </li>
      </ul>
    </section>
  )
}

export function WeeklySale() {
  return (
    <section className={styles.sale} aria-labelledby="weekly-sale-title" data-testid="weekly-sale">
      <h2 id="weekly-sale-title" className={styles.saleTitle}>
        <Trans>Siêu ưu đãi mỗi tuần</Trans>
      </h2>
      <p className={styles.saleText}>
        <Trans>Giảm giá đến 50%</Trans>
      </p>
      <p className={styles.saleNote}>
        <Trans>Miễn phí vận chuyển cho đơn hàng đạt giá trị tối thiểu.</Trans>
      </p>
    </section>
  )
}
