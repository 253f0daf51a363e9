import { useId, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, EmptyState, OfflineUnavailable, Skeleton, VisuallyHidden, isOfflineGap } from '@client/ui'
import * as form from '@client/ui/form.css'
import { addressesQueryOptions } from './address-query'
import { AddressForm } from './AddressForm'
import * as styles from './addresses.css'

const NEW = 'new'

/** /customer/address: an accordion with a create form and one editable panel per address. */
export function AddressBookPage() {
  const { t } = useLingui()
  usePageTitle(t`Sổ địa chỉ`)
  const addresses = useQuery(addressesQueryOptions())
  const offlineGap = isOfflineGap(addresses)
  const [open, setOpen] = useState<string | null>(null)
  // A fresh create form after each creation.
  const [createRound, setCreateRound] = useState(0)
  const toggle = (key: string) => setOpen((current) => (current === key ? null : key))

  return (
    <section className={form.page} aria-labelledby="address-book-title">
      <h1 id="address-book-title" className={form.title}>
        <Trans>Sổ địa chỉ</Trans>
      </h1>
      <ul className={styles.accordion}>
        <AccordionItem
          title={<Trans>Thêm địa chỉ mới</Trans>}
          icon={
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
          }
          open={open === NEW}
          onToggle={() => toggle(NEW)}
        >
          <AddressForm
            key={createRound}
            onSaved={() => {
              setCreateRound((round) => round + 1)
              setOpen(null)
            }}
          />
        </AccordionItem>
        {addresses.data?.map((address) => (
          <AccordionItem
            key={address.id}
            title={address.full_address}
            icon={address.default ? <DefaultMark /> : null}
            open={open === String(address.id)}
            onToggle={() => toggle(String(address.id))}
            isDefault={address.default}
          >
            {/* Remounted when the default moves, so the checkbox shows the server's state. */}
            <AddressForm key={`${address.id}-${address.default}`} address={address} onDeleted={() => setOpen(null)} />
          </AccordionItem>
        ))}
      </ul>
      {offlineGap && <OfflineUnavailable />}
      {addresses.isPending && !offlineGap && (
        <div aria-busy="true">
          <Skeleton height="3.25rem" />
        </div>
      )}
      {addresses.isError && !offlineGap && <Alert variant="danger">{addresses.error.message}</Alert>}
      {addresses.data?.length === 0 && <EmptyState message={<Trans>Bạn chưa có địa chỉ, vui lòng tạo mới</Trans>} />}
    </section>
  )
}

function DefaultMark() {
  return (
    <span className={styles.check}>
      <span aria-hidden="true">✓</span>
      <VisuallyHidden>
        <Trans>Địa chỉ mặc định</Trans>
      </VisuallyHidden>
    </span>
  )
}

type AccordionItemProps = {
  title: ReactNode
  icon: ReactNode
  open: boolean
  onToggle: () => void
  isDefault?: boolean
  children: ReactNode
}

function AccordionItem({ title, icon, open, onToggle, isDefault, children }: AccordionItemProps) {
  const id = useId()
  return (
    <li className={styles.item} data-default={isDefault || undefined}>
      <h2 className={styles.header}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-trigger`}
          onClick={onToggle}
        >
          {icon}
          <span className={styles.triggerText}>{title}</span>
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </button>
      </h2>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`} className={styles.panel} hidden={!open}>
        {open && children}
      </div>
    </li>
  )
}
