import { useId, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Address } from '@shared/contracts/address'
import { DEBOUNCE_MS } from '@shared/ui/constants'
import { Button, Modal } from '@client/ui'
import { AddressForm } from './AddressForm'
import * as styles from './address-picker.css'

/** An address as a card: consignee, phone, address. */
export function AddressCard({ address, testId }: { address: Address; testId?: string }) {
  return (
    <p className={styles.addressText} data-testid={testId} data-address-id={address.id}>
      <strong>{address.consignee}</strong>
      <span>{address.tel}</span>
      <span>{address.full_address}</span>
    </p>
  )
}

type AddressPickerModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  addresses: readonly Address[]
  selectedId: number | undefined
  onChoose: (id: number) => void
}

/** Pick one of the saved addresses, or create a new one (which is then chosen): checkout and an order without an address. */
export function AddressPickerModal({ open, onOpenChange, addresses, selectedId, onChoose }: AddressPickerModalProps) {
  const [creating, setCreating] = useState(false)
  const name = useId()
  const showForm = creating || addresses.length === 0
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setCreating(false)
        onOpenChange(next)
      }}
      title={showForm ? <Trans>Thêm địa chỉ mới</Trans> : <Trans>Thay đổi địa chỉ</Trans>}
    >
      {showForm ? (
        <>
          {addresses.length === 0 && (
            <p className={styles.note}>
              <Trans>Bạn chưa có địa chỉ, vui lòng tạo mới</Trans>
            </p>
          )}
          <AddressForm
            submitDebounceMs={DEBOUNCE_MS.checkoutAddress}
            onSaved={(saved) => {
              setCreating(false)
              onChoose(saved.id)
            }}
          />
          {addresses.length > 0 && (
            <Button variant="ghost" onClick={() => setCreating(false)}>
              <Trans>Quay lại danh sách địa chỉ</Trans>
            </Button>
          )}
        </>
      ) : (
        <>
          <ul className={styles.addressList} data-testid="address-choices">
            {addresses.map((address) => (
              <li key={address.id}>
                <label className={styles.addressOption}>
                  <input
                    type="radio"
                    name={name}
                    checked={address.id === selectedId}
                    onChange={() => onChoose(address.id)}
                    data-testid="address-choice"
                  />
                  <span className={styles.addressText}>
                    <strong>{address.consignee}</strong>
                    <span>{address.tel}</span>
                    <span>{address.full_address}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={() => setCreating(true)} data-testid="address-create-new">
            <Trans>Thêm địa chỉ mới</Trans>
          </Button>
        </>
      )}
    </Modal>
  )
}
