import { useLingui } from '@lingui/react/macro'
import * as styles from './ecoring.css'

/** Realtime auctions are not offered yet: the tab shows only this picture (spec §2). */
export function ComingSoonImage() {
  const { t } = useLingui()
  return (
    <svg
      className={styles.comingSoon}
      viewBox="0 0 480 240"
      role="img"
      aria-label={t`Đấu giá thời gian thực: sắp ra mắt`}
      data-testid="ecoring-coming-soon"
    >
      <rect width="480" height="240" rx="16" fill="#fdecea" />
      <circle cx="120" cy="120" r="56" fill="none" stroke="#c62828" strokeWidth="10" />
      <path d="M120 84v40l26 16" fill="none" stroke="#c62828" strokeWidth="10" strokeLinecap="round" />
      <text x="200" y="112" fontSize="30" fontWeight="700" fill="#8e0000" fontFamily="system-ui, sans-serif">
        {t`Sắp ra mắt`}
      </text>
      <text x="200" y="150" fontSize="20" fill="#57606a" fontFamily="system-ui, sans-serif">
        {t`Đấu giá thời gian thực`}
      </text>
    </svg>
  )
}
