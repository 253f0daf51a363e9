import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { VOID_REFERENCE } from '@shared/contracts/admin/ledger'
import type { Transaction, Wallet } from '@shared/contracts/wallet'
import { isApiRequestError } from '@client/app/api-client'
import { formatWalletAmount } from '@client/features/wallet'
import { Alert, Button, FormField, Modal, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { useVoidLedgerEntry } from './ledger-query'

/** Whether staff may offer to void an entry: posted, and not itself a reversal (the server holds the other rules). */
export const canOfferVoid = (transaction: Transaction) =>
  transaction.status === 'posted' && !transaction.references?.some((reference) => reference.receiptable_type === VOID_REFERENCE)

/**
 * Voids a posted entry by a reversal: the dialog shows the wallet's balance old → new and asks the
 * reason. The Idempotency-Key lives as long as the dialog, so a retry after a lost answer voids once.
 */
export function VoidEntryButton({ transaction, wallet }: { transaction: Transaction; wallet: Wallet }) {
  const { t } = useLingui()
  const toast = useToast()
  const voiding = useVoidLedgerEntry()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [key, setKey] = useState(() => crypto.randomUUID())
  const errors = isApiRequestError(voiding.error) ? (voiding.error.body?.errors ?? {}) : {}
  const amount = formatWalletAmount(transaction.amount, wallet.currency_id)
  const before = formatWalletAmount(wallet.balance, wallet.currency_id)
  const after = formatWalletAmount(wallet.balance - transaction.amount, wallet.currency_id)
  const close = () => {
    setOpen(false)
    setReason('')
    setKey(crypto.randomUUID())
    voiding.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    voiding.mutate(
      { id: transaction.id, reason: reason.trim(), key },
      {
        onSuccess: (result) => {
          toast.show(t`Đã hủy giao dịch ${amount}; số dư ${formatWalletAmount(result.wallet.balance, wallet.currency_id)}`, {
            variant: 'success',
          })
          close()
        },
      },
    )
  }
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t`Hủy giao dịch ${amount}`}>
        <Trans>Hủy giao dịch</Trans>
      </Button>
      {open && (
        <Modal open onOpenChange={(next) => !next && !voiding.isPending && close()} title={t`Hủy giao dịch ${amount}?`}>
          <form className={form.form} onSubmit={submit}>
            <p aria-live="polite" data-testid="void-balance-change">
              <Trans>
                Số dư: {before} → {after}
              </Trans>
            </p>
            <FormField label={t`Lý do`} errors={errors.reason} required>
              {(control) => (
                <textarea
                  {...control}
                  className={form.control}
                  name="reason"
                  value={reason}
                  maxLength={500}
                  onChange={(event) => setReason(event.target.value)}
                  required
                />
              )}
            </FormField>
            {voiding.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{voiding.error.message}</Alert>}
            <div className={form.actions}>
              <Button type="submit" loading={voiding.isPending} disabled={!reason.trim()}>
                <Trans>Xác nhận</Trans>
              </Button>
              <Button variant="ghost" onClick={close} disabled={voiding.isPending}>
                <Trans>Huỷ</Trans>
              </Button>
            </div>
          </form>
        </Modal>
      )}
    </>
  )
}
