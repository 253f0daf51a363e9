import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import QRCode from 'qrcode'
import { Skeleton } from '@client/ui'
import * as styles from './payment.css'

const QR_SIZE = 240

/** The VietQR payload drawn as a QR image (error correction M, the quiet zone EMVCo asks for). */
export function VietQrCode({ payload }: { payload: string }) {
  const { t } = useLingui()
  const [image, setImage] = useState<{ payload: string; url: string } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: QR_SIZE })
      .then((url) => current && setImage({ payload, url }))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [payload])
  if (failed) {
    return (
      <p className={styles.note}>
        <Trans>Không tạo được mã QR. Vui lòng chuyển khoản theo thông tin bên cạnh.</Trans>
      </p>
    )
  }
  if (!image || image.payload !== payload) return <Skeleton width={QR_SIZE} height={QR_SIZE} />
  return (
    <img src={image.url} width={QR_SIZE} height={QR_SIZE} className={styles.qr} alt={t`Mã VietQR để chuyển khoản`} data-payload={payload} />
  )
}
