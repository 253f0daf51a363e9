import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LedgerApproval } from '@shared/contracts/admin/ledger'
import { orderCode } from '@shared/contracts/order'
import { formatDateTime } from '@shared/time'
import { formatWalletAmount } from '@client/features/wallet'
import { Alert, Button, Card, FormField, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { ConsoleLink } from './console-link'
import { awaitingApprovalQueryOptions, useDecideLedgerEntry } from './ledger-query'
import { useLedgerKindLabels } from './LedgerEntryForm'

/**
 * Entries above LEDGER_CONFIRM_ABOVE_VND wait here for a second staff member: approve (posts it; not
 * the one who asked) or reject with a reason (it never posts). Shown only while some wait.
 */
export function LedgerApprovals() {
  const approvals = useQuery(awaitingApprovalQueryOptions())
  if (!approvals.data?.length) return null
  return (
    <Card className={styles.stack}>
      <h2 className={form.sectionTitle}>
        <Trans>Giao dịch chờ duyệt</Trans>
      </h2>
      <ul className={styles.changes} data-testid="ledger-approvals">
        {approvals.data.map((approval) => (
          <ApprovalRow key={approval.id} approval={approval} />
        ))}
      </ul>
    </Card>
  )
}

function ApprovalRow({ approval }: { approval: LedgerApproval }) {
  const { t } = useLingui()
  const toast = useToast()
  const decide = useDecideLedgerEntry()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const labels = useLedgerKindLabels()
  const amount = formatWalletAmount(approval.amount, approval.currency_id)
  const run = (reject?: string) =>
    decide.mutate(
      { id: approval.id, reject },
      { onSuccess: () => toast.show(reject === undefined ? t`Đã duyệt ${amount}` : t`Đã từ chối ${amount}`, { variant: 'success' }) },
    )
  return (
    <li className={styles.stack} data-testid="ledger-approval">
      <p>
        <strong>
          {labels[approval.kind]} {amount}
        </strong>{' '}
        <ConsoleLink to="/admin/wallets" search={{ customer: approval.customer_id }}>
          {approval.customer_email ?? `#${approval.customer_id}`}
        </ConsoleLink>
        {approval.order_id !== null && ` · ${orderCode(approval.order_id)}`}
        {approval.bank_reference && ` · ${approval.bank_reference}`}
      </p>
      <p className={styles.muted}>
        <Trans>
          Người yêu cầu: {approval.requested_by} · {formatDateTime(approval.requested_at)}
        </Trans>
      </p>
      {rejecting && (
        <FormField label={t`Lý do từ chối`} required>
          {(control) => (
            <input
              {...control}
              className={form.control}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
      )}
      {decide.isError && <Alert variant="danger">{decide.error.message}</Alert>}
      <div className={styles.row}>
        {rejecting ? (
          <Button variant="secondary" loading={decide.isPending} disabled={!reason.trim()} onClick={() => run(reason.trim())}>
            <Trans>Xác nhận từ chối</Trans>
          </Button>
        ) : (
          <>
            <Button loading={decide.isPending} onClick={() => run()}>
              <Trans>Duyệt</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setRejecting(true)}>
              <Trans>Từ chối</Trans>
            </Button>
          </>
        )}
      </div>
    </li>
  )
}
