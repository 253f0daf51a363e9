import { Trans, useLingui } from '@lingui/react/macro'
import { APP_STORE_LINKS, PRODUCT_NAME } from '@shared/ui/constants'
import { Button, Modal } from '@client/ui'
import type { MobilePlatform } from './device'
import * as styles from './AppDownloadModal.css'

type AppDownloadDialogProps = { platform: MobilePlatform; open: boolean; onOpenChange: (open: boolean) => void }

/** The app-store suggestion itself (its own chunk: Radix Dialog is not needed for the first paint). */
export default function AppDownloadDialog({ platform, open, onOpenChange }: AppDownloadDialogProps) {
  const { t } = useLingui()
  const setOpen = onOpenChange
  const storeLink = APP_STORE_LINKS[platform]
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t`Tải ứng dụng ${PRODUCT_NAME}`}
      description={t`Mua sắm nhanh hơn và nhận thông báo đơn hàng, đấu giá ngay trên điện thoại.`}
      footer={
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <Trans>Để sau</Trans>
          </Button>
          <a
            href={storeLink}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.storeLink}
            data-testid="app-download-link"
            onClick={() => setOpen(false)}
          >
            {platform === 'ios' ? <Trans>Tải trên App Store</Trans> : <Trans>Tải trên Google Play</Trans>}
          </a>
        </div>
      }
    >
      <p className={styles.text}>
        <Trans>Ứng dụng miễn phí, cập nhật tỉ giá và giá sản phẩm mỗi ngày.</Trans>
      </p>
    </Modal>
  )
}
