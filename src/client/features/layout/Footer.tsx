import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { APP_STORE_LINKS, PRODUCT_NAME, SUPPORT } from '@shared/ui/constants'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@client/ui/icons'
import { LogoMark } from './LogoMark'
import * as styles from './Footer.css'

const telHref = (number: string) => `tel:${number.replace(/\s/g, '')}`

function GuideLinks() {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Hướng dẫn và thông tin`} className={styles.column}>
      <h2 className={styles.heading}>
        <Trans>Hướng dẫn</Trans>
      </h2>
      <ul className={styles.guideLinks}>
        <li>
          <Link to="/manual">
            <Trans>Hướng dẫn mua hàng</Trans>
          </Link>
        </li>
        <li>
          <Link to="/newbie">
            <Trans>Dành cho người mới</Trans>
          </Link>
        </li>
        <li>
          <Link to="/policy">
            <Trans>Điều khoản và chính sách</Trans>
          </Link>
        </li>
        <li>
          <Link to="/price-list">
            <Trans>Bảng giá</Trans>
          </Link>
        </li>
        <li>
          <Link to="/service-price-table">
            <Trans>Bảng giá dịch vụ</Trans>
          </Link>
        </li>
        <li>
          <Link to="/question-and-answer">
            <Trans>Hỏi đáp</Trans>
          </Link>
        </li>
        <li>
          <Link to="/about-us">
            <Trans>Về chúng tôi</Trans>
          </Link>
        </li>
        <li>
          <Link to="/contact-us">
            <Trans>Liên hệ</Trans>
          </Link>
        </li>
        <li>
          <Link to="/blogs">
            <Trans>Tin tức</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}

function ContactDetails() {
  return (
    <section className={styles.column} aria-labelledby="footer-contact">
      <h2 id="footer-contact" className={styles.heading}>
        <Trans>Liên hệ hỗ trợ</Trans>
      </h2>
      <ul className={styles.contactList}>
        <li>
          <PhoneIcon size={18} />
          <span>
            <Trans>Hotline (bảng phí vận chuyển):</Trans> <a href={telHref(SUPPORT.hotline)}>{SUPPORT.hotline}</a>
          </span>
        </li>
        <li>
          <PhoneIcon size={18} />
          <span>
            <Trans>Điện thoại:</Trans> <a href={telHref(SUPPORT.phone)}>{SUPPORT.phone}</a>
          </span>
        </li>
        <li>
          <MailIcon size={18} />
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </li>
        <li>
          <PinIcon size={18} />
          <span>{SUPPORT.address}</span>
        </li>
        <li>
          <ClockIcon size={18} />
          <span data-testid="footer-opening-hours">
            <Trans>Thứ Hai - Thứ Sáu 8:00 - 17:30, Thứ Bảy 8:00 - 12:00</Trans>
          </span>
        </li>
      </ul>
    </section>
  )
}

function AppAndSocial() {
  return (
    <section className={styles.column} aria-labelledby="footer-apps">
      <h2 id="footer-apps" className={styles.heading}>
        <Trans>Tải ứng dụng</Trans>
      </h2>
      <ul className={styles.links}>
        <li>
          <a href={APP_STORE_LINKS.android} target="_blank" rel="noopener noreferrer" className={styles.storeLink}>
            <Trans>Tải trên Google Play</Trans>
          </a>
        </li>
        <li>
          <a href={APP_STORE_LINKS.ios} target="_blank" rel="noopener noreferrer" className={styles.storeLink}>
            <Trans>Tải trên App Store</Trans>
          </a>
        </li>
      </ul>
      <h2 className={styles.heading}>
        <Trans>Kết nối với chúng tôi</Trans>
      </h2>
      <ul className={styles.links}>
        <li>
          <a href={SUPPORT.socialUrl} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
        </li>
        <li>
          <a href={SUPPORT.chatUrl} target="_blank" rel="noopener noreferrer">
            Zalo
          </a>
        </li>
      </ul>
    </section>
  )
}

/** Site footer: support contacts, opening hours, guides, app and social links (spec §2 Footer). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark size={40} />
          <p className={styles.brandName}>{PRODUCT_NAME}</p>
          <p className={styles.tagline}>
            <Trans>Mua hàng Nhật Bản, thanh toán bằng đồng, giao tận nơi tại Việt Nam.</Trans>
          </p>
        </div>
        <ContactDetails />
        <GuideLinks />
        <AppAndSocial />
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  )
}
