import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { AuditEntryList } from '@shared/contracts/admin/audit'
import { BANK_STATEMENT_FILE_FIELD, type BankStatementImport } from '@shared/contracts/payments'
import type { LedgerEntryResult } from '@shared/contracts/admin/ledger'
import type { AdminOrderDetail } from '@shared/contracts/admin/orders'
import type { RateDay } from '@shared/contracts/admin/rates'
import type { AdminPost } from '@shared/contracts/admin/content'
import { orderCode } from '@shared/contracts/order'
import { orderStatusName } from '@shared/orders/state-machine'
import { ORDER_STATUS, type OrderStatusName } from '@shared/orders/statuses'
import { AdminRefusal, type StaffApi } from './staff-api'

export const API_USAGE = `Usage: npm run admin -- staff add <email> --role <role> [--role <role> …] | staff remove <email> | staff list
Commands acting through the running server's staff API, as a staff member (--as <email> or ADMIN_AS):
  npm run admin -- rate show
  npm run admin -- rate set <VND per JPY> [--date YYYY-MM-DD] [--confirm-deviation yes]
  npm run admin -- order show <id | OS000123>
  npm run admin -- order move <id | OS000123> <status> [--reason <text>]   (Pending, Paid, …; the reason: Paid not covered, a refund on Cancelled/OutOfStock)
  npm run admin -- wallet deposit <customer id> <amount> <bank reference> [--currency VND|JPY] [--order <id>]
  npm run admin -- wallet debit|refund <customer id> <amount> --order <id> [--currency VND|JPY]
  npm run admin -- bank import <statement.csv>   (header date,amount,content,reference; README: Bank statement import)
  npm run admin -- post publish|unpublish <id>
  npm run admin -- audit [--subject <type>/<id>]
Options: --server <url> (default http://HOST:PORT of this configuration)`

export class ApiUsageError extends Error {}

const usage = () => new ApiUsageError(API_USAGE)

/** Whole positive number, or the order code OS000123 → 123. */
function idOf(text: string | undefined): number {
  const match = /^(?:OS)?0*([1-9]\d{0,8})$/i.exec(text ?? '')
  if (!match) throw usage()
  return Number(match[1])
}

function statusOf(name: string | undefined): number {
  const key = Object.keys(ORDER_STATUS).find((status) => status.toLowerCase() === name?.toLowerCase()) as OrderStatusName | undefined
  if (!key) throw new AdminRefusal(`Unknown status "${name}". Statuses: ${Object.keys(ORDER_STATUS).join(', ')}.`)
  return ORDER_STATUS[key]
}

const statusName = (id: number) => orderStatusName(id) ?? String(id)

function describeOrder({ order, items, next_status_ids }: AdminOrderDetail): string[] {
  return [
    `${orderCode(order.id)}  ${statusName(order.status_id)}  ${order.customer?.email ?? `customer ${order.customer?.id}`}`,
    `  ${items.length} line(s), total payment ${order.total_payment} VND at ${order.payment_rate} VND/JPY, freight ${order.estimated_freight_charge} VND`,
    ...(order.owning_boxes ?? []).map((box) => `  box ${box.box_id}: ${box.notifications.length} warehouse event(s)`),
    `  may move to: ${next_status_ids.map(statusName).join(', ') || '(nothing: the order has ended)'}`,
  ]
}

type Flags = Record<string, string>
export type ApiCommand = { positional: string[]; flags: Flags }

const COMMANDS = [
  'rate show',
  'rate set',
  'order show',
  'order move',
  'wallet deposit',
  'wallet debit',
  'wallet refund',
  'bank import',
  'post publish',
  'post unpublish',
  'audit',
]

/** The command's name ("order move"), checked before anything is sent (an unknown one is a usage error). */
function commandOf(positional: readonly string[]): string {
  const name = positional[0] === 'audit' ? 'audit' : positional.slice(0, 2).join(' ')
  if (!COMMANDS.includes(name)) throw usage()
  return name
}

/** Runs one command against the staff API; answers the lines to print. */
export async function runApiCommand({ positional, flags }: ApiCommand, api: StaffApi): Promise<string[]> {
  const [, action, ...rest] = positional
  switch (commandOf(positional)) {
    case 'rate show': {
      const { data } = await api.get<{ data: RateDay[] }>('/api/admin/rates')
      return data.map((day) => `${day.effective_on}  ${day.rate}${day.scheduled ? '  (scheduled)' : ''}`)
    }
    case 'rate set': {
      const rate = Number(rest[0])
      if (rest.length !== 1 || !Number.isFinite(rate)) throw usage()
      // More than 5 % away from the rate in force is refused unless --confirm-deviation yes.
      const confirm_deviation = flags['confirm-deviation'] === 'yes' ? true : undefined
      const { data } = await api.send<{ data: RateDay }>('PUT', '/api/admin/rates', { rate, effective_on: flags.date, confirm_deviation })
      return [`JPY → VND for ${data.effective_on}: ${data.rate}`]
    }
    case 'order show':
      return describeOrder((await api.get<{ data: AdminOrderDetail }>(`/api/admin/orders/${idOf(rest[0])}`)).data)
    case 'order move': {
      const id = idOf(rest[0])
      const to = statusOf(rest[1])
      const { data: current } = await api.get<{ data: AdminOrderDetail }>(`/api/admin/orders/${id}`)
      const body = { from_status_id: current.order.status_id, to_status_id: to, ...(flags.reason ? { reason: flags.reason } : {}) }
      const { data } = await api.send<{ data: AdminOrderDetail }>('POST', `/api/admin/orders/${id}/transitions`, body)
      return [
        `${orderCode(id)}: ${statusName(current.order.status_id)} → ${statusName(data.order.status_id)}`,
        ...describeOrder(data).slice(1),
      ]
    }
    case 'wallet deposit':
    case 'wallet debit':
    case 'wallet refund':
      return [await ledgerEntry(action as 'deposit' | 'debit' | 'refund', rest, flags, api)]
    case 'bank import':
      return importStatement(rest, api)
    case 'post publish':
    case 'post unpublish': {
      const published = action === 'publish'
      const { data } = await api.send<{ data: AdminPost }>('POST', `/api/admin/posts/${idOf(rest[0])}/publication`, { published })
      return [`Post ${data.id} "${data.versions.vi.title}" is ${data.published ? 'published' : 'a draft'}.`]
    }
    case 'audit': {
      const [type, id] = (flags.subject ?? '').split('/')
      const query = flags.subject
        ? `?filter[subject_type]=${encodeURIComponent(type)}&filter[subject_id]=${encodeURIComponent(id ?? '')}`
        : ''
      const { data } = await api.get<AuditEntryList>(`/api/admin/audit${query}`)
      return data.map(
        (entry) =>
          `${new Date(entry.created_at * 1000).toISOString()}  ${entry.actor.email ?? entry.actor.uid}  ${entry.action} ${entry.subject_type}/${entry.subject_id}  ${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`,
      )
    }
    default:
      throw usage()
  }
}

/** Sends a bank statement file to the server's import (the console's Transfers screen does the same); the counts and each row. */
async function importStatement(rest: string[], api: StaffApi): Promise<string[]> {
  if (rest.length !== 1) throw usage()
  let bytes: Uint8Array
  try {
    bytes = await readFile(rest[0])
  } catch {
    throw new AdminRefusal(`Cannot read ${rest[0]}.`)
  }
  const { data } = await api.upload<{ data: BankStatementImport }>('/api/admin/bank-transfers/import', {
    field: BANK_STATEMENT_FILE_FIELD,
    name: basename(rest[0]),
    type: 'text/csv',
    bytes,
  })
  return [
    `${data.recorded} recorded, ${data.known} already known, ${data.to_match} to match.`,
    ...data.rows.map(
      (row) =>
        `  line ${row.line}  ${row.reference}  ${row.amount} VND  ${row.outcome === 'known' ? 'already known' : 'recorded'}: ${row.status}${row.order_id ? ` ${orderCode(row.order_id)}` : ''}`,
    ),
  ]
}

async function ledgerEntry(kind: 'deposit' | 'debit' | 'refund', rest: string[], flags: Flags, api: StaffApi): Promise<string> {
  const [customer, amount, reference] = rest
  if (rest.length !== (kind === 'deposit' ? 3 : 2) || !/^\d+$/.test(amount ?? '')) throw usage()
  const entry = {
    customer_id: idOf(customer),
    currency_id: (flags.currency ?? 'VND').toUpperCase(),
    kind,
    amount: Number(amount),
    bank_reference: reference,
    order_id: flags.order ? idOf(flags.order) : undefined,
  }
  const { data } = await api.send<{ data: LedgerEntryResult }>('POST', '/api/admin/wallet-transactions', entry)
  return `Recorded ${kind} of ${data.transaction.amount} ${data.wallet.currency_id} for customer ${entry.customer_id}: balance ${data.wallet.balance}.`
}

/** Splits `--name value` options from the positional words. */
export function parseApiCommand(argv: readonly string[]): ApiCommand {
  const positional: string[] = []
  const flags: Flags = {}
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index]
    if (!word.startsWith('--')) {
      positional.push(word)
      continue
    }
    const value = argv[index + 1]
    if (value === undefined || value.startsWith('--')) throw usage()
    flags[word.slice(2)] = value
    index++
  }
  commandOf(positional)
  return { positional, flags }
}
