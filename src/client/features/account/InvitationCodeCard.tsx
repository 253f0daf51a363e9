import { Trans, useLingui } from '@lingui/react/macro'
import { CopyButton } from './CopyButton'
import * as styles from './account.css'

/** The customer's own invitation code with a copy button ('Coppied' for 2 s). */
export function InvitationCodeCard({ code }: { code: string }) {
  const { t } = useLingui()
  return (
    <div className={styles.codeBox}>
      <span className={styles.codeLabel}>
        <Trans>Mã giới thiệu của bạn</Trans>
      </span>
      <div className={styles.codeRow}>
        <strong className={styles.code} data-testid="invitation-code">
          {code}
        </strong>
        <CopyButton text={code} label={t`Sao chép mã giới thiệu`} />
      </div>
    </div>
  )
}
