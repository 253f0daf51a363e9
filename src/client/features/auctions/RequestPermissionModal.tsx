import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PermissionScope } from '@shared/auctions/statuses'
import { Button, Modal, useToast } from '@client/ui'
import * as formStyles from '@client/ui/form.css'
import { useCurrentUser } from '@client/features/auth'
import { addressesQueryOptions, defaultAddress } from '@client/features/addresses'
import { usePendingPermissionRequest, useRequestPermission } from './permission-query'

type RequestPermissionModalProps = { kind: PermissionScope; open: boolean; onOpenChange: (open: boolean) => void }

/**
 * The phone-number form of a permission request, prefilled from the profile, else from the default
 * address (spec §4 Ecoring, §6). A request already waiting for staff is shown instead of a second one.
 */
export function RequestPermissionModal({ kind, open, onOpenChange }: RequestPermissionModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Đăng ký quyền đấu giá`}
      description={<Trans>Để lại số điện thoại, chúng tôi sẽ liên hệ với bạn trong vòng 24 giờ.</Trans>}
    >
      {open && <PhoneForm kind={kind} onDone={() => onOpenChange(false)} />}
    </Modal>
  )
}

function PhoneForm({ kind, onDone }: { kind: PermissionScope; onDone: () => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const user = useCurrentUser()
  const signedIn = user.data !== undefined
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: signedIn && !user.data?.tel })
  const pending = usePendingPermissionRequest(kind, user.data?.id)
  const [typed, setTyped] = useState<string | null>(null)
  const phone = typed ?? (user.data?.tel || defaultAddress(addresses.data)?.tel || '')
  const request = useRequestPermission(kind)
  if (pending.data && !request.isSuccess)
    return (
      <p role="status" data-testid="permission-pending">
        <Trans>Đã gửi yêu cầu quyền đấu giá ({pending.data.tel}). Đang chờ nhân viên duyệt.</Trans>
      </p>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A dialog's events bubble through its portal to the React parents (maybe a form).
    event.stopPropagation()
    const tel = phone.trim()
    // Spec §5: an empty phone number sends nothing.
    if (!tel || request.isPending) return
    request.mutate(tel, {
      onSuccess: () => {
        toast.show(t`Đăng ký thành công, chúng tôi sẽ liên hệ với bạn trong vòng 24 giờ.`, { variant: 'success' })
        onDone()
      },
      onError: () => toast.show(t`Có lỗi xảy ra`, { variant: 'danger' }),
    })
  }
  return (
    <form className={formStyles.form} onSubmit={submit} data-testid="permission-form">
      <div className={formStyles.field}>
        <label htmlFor="permission-phone" className={formStyles.label}>
          <Trans>Số điện thoại</Trans>
        </label>
        <input
          id="permission-phone"
          className={formStyles.control}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          onChange={(event) => setTyped(event.target.value)}
          required
        />
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" loading={request.isPending}>
          <Trans>Gửi yêu cầu</Trans>
        </Button>
      </div>
    </form>
  )
}
