import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@client/ui'
import { useCopy } from './use-copy'

/** A Copy button that reads 'Coppied' for 2 s after copying `text`. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useLingui()
  const { copied, copy } = useCopy()
  return (
    <Button variant="outline" size="sm" onClick={() => void copy(text)} aria-label={label ?? t`Sao chép`}>
      <span aria-live="polite">{copied ? <Trans>Đã sao chép</Trans> : <Trans>Sao chép</Trans>}</span>
    </Button>
  )
}
