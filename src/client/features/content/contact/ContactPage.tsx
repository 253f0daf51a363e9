import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SiteConfig } from '@shared/contracts/site-config'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, OfflineUnavailable, Skeleton, cx, isOfflineGap } from '@client/ui'
import { ContactForm } from './ContactForm'
import { CopyLine } from './CopyLine'
import { siteConfigQueryOptions } from './site-config-query'
import { useCopiedContact } from './use-copied'
import * as styles from './contact.css'

function ContactDetails({ config }: { config: SiteConfig }) {
  const { copiedKey, notice, copy } = useCopiedContact()
  const line = (key: string, value: string) => (
    <li key={key}>
      <CopyLine value={value} copied={copiedKey === key} onCopy={() => void copy(key, value)} />
    </li>
  )
  return (
    <div className={styles.details}>
      <Card>
        <h2 className={styles.cardTitle}>
          <Trans>Địa chỉ</Trans>
        </h2>
        <ul className={styles.itemList}>{config.address.lines.map((text, index) => line(`address-${index}`, text))}</ul>
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>
          <Trans>Điện thoại</Trans>
        </h2>
        <ul className={styles.itemList}>
          {line('phone', config.phone_number)}
          {line('hotline', config.hotline)}
        </ul>
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>
          <Trans>E-mail</Trans>
        </h2>
        <ul className={styles.itemList}>{line('email', config.email)}</ul>
      </Card>
      <p className={styles.notice} role="status">
        {notice && <Trans>Đã sao chép: {notice}</Trans>}
      </p>
      <div className={styles.social}>
        <a href={config.facebook_url} target="_blank" rel="noopener noreferrer" className={cx(styles.socialLink, styles.facebook)}>
          Facebook
        </a>
        <a href={config.zalo_url} target="_blank" rel="noopener noreferrer" className={cx(styles.socialLink, styles.zalo)}>
          Zalo
        </a>
      </div>
    </div>
  )
}

function DetailsSkeleton() {
  return (
    <div className={styles.details} aria-busy="true">
      <Skeleton height="7rem" />
      <Skeleton height="7rem" />
      <Skeleton height="4.5rem" />
    </div>
  )
}

/** /contact-us: contact details from the site config (click to copy), social links and the form. */
export function ContactPage() {
  const { t } = useLingui()
  usePageTitle(t`Liên hệ`)
  const config = useQuery(siteConfigQueryOptions())
  const offlineGap = isOfflineGap(config)
  return (
    <section id="contact-us" className={styles.page} aria-labelledby="contact-us-title" data-testid="contact-us">
      <h1 id="contact-us-title" className={styles.title}>
        <Trans>Liên hệ với chúng tôi</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>
          Văn phòng Đà Nẵng tiếp khách từ thứ Hai đến thứ Sáu 8:00–17:30 và sáng thứ Bảy 8:00–12:00. Bấm vào địa chỉ, số điện thoại hoặc
          e-mail để sao chép.
        </Trans>
      </p>
      <div className={styles.columns}>
        {offlineGap && <OfflineUnavailable />}
        {config.isPending && !offlineGap && <DetailsSkeleton />}
        {config.isError && !offlineGap && (
          <div>
            <Alert variant="danger">
              <Trans>Không tải được thông tin liên hệ.</Trans>
            </Alert>
            <Button variant="outline" onClick={() => void config.refetch()}>
              <Trans>Thử lại</Trans>
            </Button>
          </div>
        )}
        {config.data && <ContactDetails config={config.data} />}
        <ContactForm />
      </div>
    </section>
  )
}
