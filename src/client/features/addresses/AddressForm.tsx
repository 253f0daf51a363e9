import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address, AddressBody } from '@shared/contracts/address'
import { ADDRESS_LIMITS } from '@shared/contracts/address'
import { Alert, Button, FormField, Modal, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { useDeleteAddress, useSaveAddress } from './address-query'
import { fieldErrorsOf } from './field-errors'
import { NO_WARD, WardPicker, type WardChoice } from './WardPicker'

export type AddressFormProps = {
  /** The address being edited; without it the form creates a new one. */
  address?: Address
  onSaved?: (address: Address) => void
  onDeleted?: () => void
  /** Wait this long after the last submit before sending (checkout: spec §9's 300 ms); repeated submits send once. */
  submitDebounceMs?: number
}

type TextFields = Pick<AddressBody, 'consignee' | 'tel' | 'address_detail'> & { note: string }

const textFieldsOf = (address?: Address): TextFields => ({
  consignee: address?.consignee ?? '',
  tel: address?.tel ?? '',
  address_detail: address?.address_detail ?? '',
  note: address?.note ?? '',
})

const wardOf = (address?: Address): WardChoice =>
  address ? { provinceId: address.province_id, districtId: address.district_id, wardId: address.ward_id } : NO_WARD

/**
 * Create or edit one address: consignee, phone, province → district → ward, detail, note, default.
 * The server validates; its messages show under each field and in a danger alert.
 */
export function AddressForm({ address, onSaved, onDeleted, submitDebounceMs = 0 }: AddressFormProps) {
  const { t } = useLingui()
  const toast = useToast()
  const [fields, setFields] = useState<TextFields>(() => textFieldsOf(address))
  const [ward, setWard] = useState<WardChoice>(() => wardOf(address))
  const [isDefault, setIsDefault] = useState(address?.default ?? false)
  const save = useSaveAddress()
  const remove = useDeleteAddress()
  const answered = fieldErrorsOf(save.error)
  // A field's message goes once the customer changes that field; the next save answers anew.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set())
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (save.error) makes all its messages count again
  useEffect(() => setEdited(new Set()), [save.error])
  const markEdited = (name: string) => setEdited((current) => (current.has(name) ? current : new Set(current).add(name)))
  const errors = Object.fromEntries(Object.entries(answered).filter(([name]) => !edited.has(name))) as typeof answered
  const stillWrong = Object.keys(answered).length === 0 || Object.keys(errors).length > 0
  const failure = remove.error ?? (stillWrong ? save.error : null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const submitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [waiting, setWaiting] = useState(false)
  useEffect(() => () => clearTimeout(submitTimer.current), [])
  const busy = waiting || save.isPending || remove.isPending

  const set = (name: keyof TextFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }))
    markEdited(name)
  }
  const chooseWard = (choice: WardChoice) => {
    setWard(choice)
    markEdited('ward_id')
  }

  const send = () => {
    setWaiting(false)
    remove.reset()
    const body: AddressBody = { ...fields, ward_id: ward.wardId, default: isDefault }
    save.mutate(
      { id: address?.id, body },
      {
        onSuccess: (saved) => {
          toast.show(address ? t`Cập nhật địa chỉ thành công` : t`Tạo địa chỉ thành công`, { variant: 'success' })
          onSaved?.(saved)
        },
      },
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearTimeout(submitTimer.current)
    if (submitDebounceMs <= 0) return send()
    setWaiting(true)
    submitTimer.current = setTimeout(send, submitDebounceMs)
  }

  const deleteAddress = () => {
    if (!address) return
    setConfirmingDelete(false)
    save.reset()
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.show(t`Xoá địa chỉ thành công`, { variant: 'success' })
        onDeleted?.()
      },
    })
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid={address ? `address-form-${address.id}` : 'address-form-new'}>
      <div className={form.grid}>
        <FormField label={t`Người nhận`} errors={errors.consignee} required>
          {(control) => (
            <input
              {...control}
              className={form.control}
              name="consignee"
              autoComplete="name"
              maxLength={ADDRESS_LIMITS.consignee}
              value={fields.consignee}
              onChange={set('consignee')}
            />
          )}
        </FormField>
        <FormField label={t`Số điện thoại`} errors={errors.tel} required>
          {(control) => (
            <input
              {...control}
              className={form.control}
              name="tel"
              type="tel"
              autoComplete="tel"
              value={fields.tel}
              onChange={set('tel')}
            />
          )}
        </FormField>
      </div>
      <WardPicker value={ward} onChange={chooseWard} wardErrors={errors.ward_id} disabled={busy} />
      <FormField label={t`Địa chỉ chi tiết (số nhà, tên đường)`} errors={errors.address_detail} required>
        {(control) => (
          <input
            {...control}
            className={form.control}
            name="address_detail"
            autoComplete="street-address"
            maxLength={ADDRESS_LIMITS.addressDetail}
            value={fields.address_detail}
            onChange={set('address_detail')}
          />
        )}
      </FormField>
      <FormField label={t`Ghi chú`} errors={errors.note}>
        {(control) => (
          <input
            {...control}
            className={form.control}
            name="note"
            maxLength={ADDRESS_LIMITS.note}
            value={fields.note}
            onChange={set('note')}
          />
        )}
      </FormField>
      <label className={form.checkbox}>
        <input
          type="checkbox"
          name="default"
          checked={isDefault}
          // The default address stays the default until another one takes its place.
          disabled={address?.default}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
        <Trans>Đặt làm địa chỉ mặc định</Trans>
      </label>
      {failure && <Alert variant="danger">{failure.message}</Alert>}
      <div className={form.actions}>
        <Button type="submit" loading={waiting || save.isPending} disabled={remove.isPending} data-testid="address-save">
          <Trans>Lưu</Trans>
        </Button>
        {address && (
          <Button variant="danger" loading={remove.isPending} disabled={save.isPending} onClick={() => setConfirmingDelete(true)}>
            <Trans>Xoá</Trans>
          </Button>
        )}
      </div>
      {address && (
        <Modal
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={<Trans>Xoá địa chỉ?</Trans>}
          description={address.full_address}
          footer={
            <div className={form.actions}>
              <Button variant="ghost" onClick={() => setConfirmingDelete(false)} data-testid="address-delete-cancel">
                <Trans>Huỷ</Trans>
              </Button>
              <Button variant="danger" onClick={deleteAddress} data-testid="address-delete-confirm">
                <Trans>Xoá địa chỉ</Trans>
              </Button>
            </div>
          }
        >
          <Trans>Địa chỉ này sẽ bị xoá khỏi sổ địa chỉ của bạn.</Trans>
        </Modal>
      )}
    </form>
  )
}
