import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CopyButton } from './CopyButton'
import * as styles from './account.css'

/** The customer's own invitation code with a copy button ('Coppied' for 2 s). */
export function InvitationCodeCard({ code }: { code: string }) {
  const { t } = useLingui()
  const labelId = useId()
  // A group named by its label: the code is found (and read) under "Your invitation code".
  return (
    <div className={styles.codeBox} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.codeLabel}>
        <Trans>Mã giới thiệu của bạn</Trans>
      </span>
      <div className={styles.codeRow}>
        <strong className={styles.code}>{code}</strong>
        <CopyButton text={code} label={t`Sao chép mã giới thiệu`} />
      </div>
    </div>
  )
}
