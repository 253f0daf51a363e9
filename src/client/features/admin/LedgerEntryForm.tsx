import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { BANK_LEDGER_KINDS, LEDGER_KINDS, type LedgerKind } from '@shared/contracts/admin/ledger'
import { WALLET_CURRENCIES, type Wallet, type WalletCurrency } from '@shared/contracts/wallet'
import { isApiRequestError } from '@client/app/api-client'
import { formatWalletAmount } from '@client/features/wallet'
import { Alert, Button, FormField, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { useRecordLedgerEntry } from './ledger-query'
import { ConfirmChanges, MoneyField, moneyValue } from './MoneyInput'

type Draft = { kind: LedgerKind; currency: WalletCurrency; amount: string; bankReference: string; orderId: string }
const EMPTY: Draft = { kind: 'deposit', currency: 'VND', amount: '', bankReference: '', orderId: '' }
const newKey = () => crypto.randomUUID()

/**
 * A deposit (bank transfer: its reference; the order it pays when the transfer content named one),
 * a purchase debit or a refund (the order), or a payout (money sent back to the customer's bank: its
 * reference; the wallet's balance old → new is shown and confirmed first). The Idempotency-Key lives as
 * long as the draft: sending it again after a lost answer records nothing twice.
 */
export function LedgerEntryForm({ customerId, wallets = [] }: { customerId: number; wallets?: readonly Wallet[] }) {
  const { t } = useLingui()
  const toast = useToast()
  const record = useRecordLedgerEntry()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [key, setKey] = useState(newKey)
  const errors = isApiRequestError(record.error) ? (record.error.body?.errors ?? {}) : {}
  const labels = useLedgerKindLabels()
  const [confirming, setConfirming] = useState(false)
  const banked = BANK_LEDGER_KINDS.includes(draft.kind)
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setKey(newKey())
    setConfirming(false)
  }
  const wallet = wallets.find((candidate) => candidate.currency_id === draft.currency)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.kind === 'payout' && !confirming && moneyValue(draft.amount) !== null) {
      setConfirming(true)
      return
    }
    save()
  }
  const save = () => {
    const amount = moneyValue(draft.amount)
    if (amount === null) return
    const orderId = draft.orderId.trim().replace(/^OS0*/i, '')
    record.mutate(
      {
        key,
        entry: {
          customer_id: customerId,
          currency_id: draft.currency,
          kind: draft.kind,
          amount,
          bank_reference: banked ? draft.bankReference.trim() : undefined,
          order_id: orderId && draft.kind !== 'payout' ? Number(orderId) : undefined,
        },
      },
      {
        onSuccess: (result) => {
          const amount = formatWalletAmount(result.transaction.amount, draft.currency)
          const balance = formatWalletAmount(result.wallet.balance, draft.currency)
          toast.show(
            result.transaction.status === 'awaiting_approval'
              ? t`${amount} chờ một nhân viên khác duyệt (trên ngưỡng)`
              : t`Đã ghi ${amount}; số dư ${balance}`,
            { variant: 'success' },
          )
          setDraft({ ...EMPTY, kind: draft.kind, currency: draft.currency })
          setKey(newKey())
          setConfirming(false)
        },
        onError: () => setConfirming(false),
      },
    )
  }
  return (
    <form className={form.form} onSubmit={submit} aria-label={t`Ghi giao dịch`} data-testid="admin-ledger-form">
      <div className={form.grid}>
        <FormField label={t`Loại giao dịch`}>
          {(control) => (
            <select
              {...control}
              className={form.control}
              name="kind"
              value={draft.kind}
              onChange={(event) => change({ kind: event.target.value as LedgerKind })}
            >
              {LEDGER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {labels[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Ví`}>
          {(control) => (
            <select
              {...control}
              className={form.control}
              name="currency"
              value={draft.currency}
              onChange={(event) => change({ currency: event.target.value as WalletCurrency })}
            >
              {WALLET_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <MoneyField
          label={t`Số tiền`}
          currency={draft.currency}
          name="amount"
          errors={errors.amount}
          value={draft.amount}
          onChange={(amount) => change({ amount })}
          required
        />
        {banked && (
          <FormField label={t`Mã giao dịch ngân hàng`} errors={errors.bank_reference} required>
            {(control) => (
              <input
                {...control}
                className={form.control}
                name="bank_reference"
                value={draft.bankReference}
                onChange={(event) => change({ bankReference: event.target.value })}
                required
              />
            )}
          </FormField>
        )}
        {draft.kind !== 'payout' && (
          <FormField
            label={draft.kind === 'deposit' ? t`Mã đơn (nội dung chuyển khoản)` : t`Mã đơn`}
            errors={errors.order_id}
            required={draft.kind !== 'deposit'}
          >
            {(control) => (
              <input
                {...control}
                className={form.control}
                name="order_id"
                value={draft.orderId}
                onChange={(event) => change({ orderId: event.target.value })}
                required={draft.kind !== 'deposit'}
              />
            )}
          </FormField>
        )}
      </div>
      {draft.kind === 'payout' && (
        <p className={form.hint}>
          <Trans>Chi trả: tiền đã chuyển về tài khoản ngân hàng của khách, trừ khỏi ví (tối đa số dư khả dụng).</Trans>
        </p>
      )}
      {record.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{record.error.message}</Alert>}
      {confirming ? (
        <ConfirmChanges
          changes={[
            {
              label: t`Số dư ví ${draft.currency}`,
              before: wallet ? formatWalletAmount(wallet.balance, draft.currency) : '…',
              after: wallet ? formatWalletAmount(wallet.balance - (moneyValue(draft.amount) ?? 0), draft.currency) : '…',
            },
          ]}
          busy={record.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={save}
        />
      ) : (
        <div className={form.actions}>
          <Button type="submit" loading={record.isPending} disabled={!draft.amount.trim()}>
            <Trans>Ghi giao dịch</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}

/** What each kind of staff ledger entry is called in the console. */
export function useLedgerKindLabels(): Record<LedgerKind, string> {
  const { t } = useLingui()
  return {
    deposit: t`Nạp tiền (chuyển khoản)`,
    debit: t`Trừ tiền mua hàng`,
    refund: t`Hoàn tiền`,
    payout: t`Chi trả về ngân hàng`,
  }
}
