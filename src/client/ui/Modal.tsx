import { type ReactNode, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useLingui } from '@lingui/react/macro'
import * as styles from './Modal.css'

export type ModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Actions row at the bottom (buttons). */
  footer?: ReactNode
}

/** A dialog with a title, a close button, an overlay and a focus trap (Radix Dialog). */
export function Modal({ open, onOpenChange, title, description, children, footer }: ModalProps) {
  const { t } = useLingui()
  // A dialog never opened costs nothing (a page may hold several); once opened it stays, so it can close gracefully.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  // Without a description Radix must not point aria-describedby at a missing element.
  const describedBy = description ? {} : { 'aria-describedby': undefined }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...describedBy}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Đóng`}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
