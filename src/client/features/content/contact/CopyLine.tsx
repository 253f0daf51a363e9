import { Trans } from '@lingui/react/macro'
import * as styles from './contact.css'

type CopyLineProps = { value: string; copied: boolean; onCopy: () => void }

/** One contact detail; a click copies it and the line shows 'Copied' for a moment (its name: the value, then the action). */
export function CopyLine({ value, copied, onCopy }: CopyLineProps) {
  return (
    <button type="button" className={styles.copyItem} onClick={onCopy} data-copied={copied}>
      <span className={styles.copyValue}>{value}</span>
      <span className={styles.copyState}>{copied ? <Trans>Đã sao chép</Trans> : <Trans>Sao chép</Trans>}</span>
    </button>
  )
}
