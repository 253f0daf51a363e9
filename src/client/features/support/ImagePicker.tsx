import { useEffect, useId, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './support.css'

type ImagePickerProps = {
  value: File | null
  onChange: (file: File | null) => void
  maxBytes: number
  disabled?: boolean
  errors?: string[]
}

/** An optional image with a preview and a remove button; only images under the size cap are taken. */
export function ImagePicker({ value, onChange, maxBytes, disabled, errors }: ImagePickerProps) {
  const { t } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const previewUrl = usePreviewUrl(value)
  const maxMb = Math.round(maxBytes / (1024 * 1024))

  const choose = (file: File | undefined) => {
    setProblem(null)
    if (!file) return
    if (!file.type.startsWith('image/')) return reject(t`Vui lòng chọn một tệp ảnh.`)
    if (file.size > maxBytes) return reject(t`Ảnh quá lớn (tối đa ${maxMb} MB).`)
    onChange(file)
  }
  const reject = (message: string) => {
    setProblem(message)
    if (input.current) input.current.value = ''
  }
  const remove = () => {
    onChange(null)
    if (input.current) input.current.value = ''
  }
  const shown = [...(problem ? [problem] : []), ...(errors ?? [])]

  return (
    <div className={form.field} role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className={form.label}>
        <Trans>Hình ảnh</Trans>
      </span>
      {/* The native file input is hidden: its button text is the browser's, not ours. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className={styles.fileInput}
        disabled={disabled}
        aria-invalid={shown.length > 0 || undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <label htmlFor={id} className={styles.chooseButton} aria-disabled={disabled || undefined}>
        {value ? <Trans>Chọn ảnh khác</Trans> : <Trans>Chọn ảnh</Trans>}
      </label>
      {value && <span className={form.hint}>{value.name}</span>}
      {value && previewUrl && (
        <div className={styles.preview}>
          <img src={previewUrl} alt={t`Ảnh xem trước`} className={styles.previewImage} />
          <Button variant="outline" size="sm" onClick={remove} disabled={disabled}>
            <Trans>Xoá ảnh</Trans>
          </Button>
        </div>
      )}
      {shown.length > 0 && <p className={form.fieldError}>{shown.join(' ')}</p>}
    </div>
  )
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url
}
