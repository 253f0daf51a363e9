import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'

/**
 * The audit log (issue 14): every write of the staff API leaves one entry — who (the staff member's
 * Firebase uid and e-mail), what (an action on a subject), when, and the subject before → after
 * (null before a creation). Staff read it; nothing edits or deletes it.
 */
export const AUDIT_ACTIONS = [
  'rate.set',
  'order.transition',
  'order.charges',
  'order.adjustment',
  'order.box.add',
  'order.box.event',
  'order.box.event_void',
  'order.box.weigh',
  'freight_tariff.create',
  'wallet.deposit',
  'wallet.debit',
  'wallet.refund',
  'wallet.payout',
  'wallet.void',
  'wallet.approve',
  'wallet.reject',
  'bank_transfer.assign',
  'bank_transfer.return',
  'bank_transfer.import',
  'link_item.price',
  'auction.permission.approve',
  'auction.permission.deny',
  'auction.permission.revoke',
  'auction.desk.placed',
  'auction.desk.price',
  'auction.desk.result',
  'auction.desk.described',
  'auction.bid_limit',
  'market.import',
  'market.import.upload',
  'post.create',
  'post.update',
  'post.publish',
  'support.handled',
  'support.reply',
  'support.close',
  'product.update',
  'staff.roles',
  'staff.remove',
  'customer.note',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_SUBJECTS = [
  'exchange_rate',
  'order',
  'owning_box',
  'wallet',
  'post',
  'support_ticket',
  'product',
  'link_item',
  'permission_request',
  'customer',
  'market_import',
  'auction',
  'bank_transfer',
  'staff_member',
  'freight_tariff',
] as const
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number]

export const auditActorSchema = z.object({ uid: z.string(), email: z.string().nullable() })
export type AuditActor = z.infer<typeof auditActorSchema>

const snapshotSchema = z.record(z.string(), z.unknown()).nullable()

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: auditActorSchema,
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: snapshotSchema,
  after: snapshotSchema,
  /** Unix seconds. */
  created_at: z.number().int(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditEntryListSchema = paginatedSchema(auditEntrySchema)
export type AuditEntryList = z.infer<typeof auditEntryListSchema>

export const AUDIT_PAGE_SIZE = 20

/** GET /api/admin/audit: newest first; by subject (an order's history), action or actor e-mail. */
export const auditListContract = defineListContract({
  filters: { subject_type: filter.text(40), subject_id: filter.text(100), action: filter.text(60), actor: filter.text(200) },
  pageSize: { default: AUDIT_PAGE_SIZE, max: 100 },
})
