import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm'
import { ADDRESS_LIMITS, type Address, type addressBodySchema } from '@shared/contracts/address'
import type { z } from 'zod'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError, notFound } from '@server/http/app-error'
import { districts, provinces, wards, wardExists } from '@server/modules/geo'
import { addresses } from './tables'

export type AddressInput = z.output<typeof addressBodySchema>

/** Advisory-lock class of address-book writes (the second key is the customer id). */
const ADDRESS_BOOK_LOCK = 0x61646472

const selection = {
  address: addresses,
  ward: wards.name,
  districtId: districts.id,
  district: districts.name,
  provinceId: provinces.id,
  province: provinces.name,
}

type Joined = {
  address: typeof addresses.$inferSelect
  ward: string
  districtId: string
  district: string
  provinceId: string
  province: string
}

function toAddress(row: Joined): Address {
  const { address } = row
  return {
    id: address.id,
    consignee: address.consignee,
    tel: address.tel,
    ward_id: address.wardId,
    district_id: row.districtId,
    province_id: row.provinceId,
    address_detail: address.addressDetail,
    note: address.note,
    default: address.isDefault,
    full_address: [address.addressDetail, row.ward, row.district, row.province].join(', '),
    ward: row.ward,
    district: row.district,
    province: row.province,
  }
}

function selectAddresses(db: Database, where: SQL | undefined) {
  return db
    .select(selection)
    .from(addresses)
    .innerJoin(wards, eq(wards.id, addresses.wardId))
    .innerJoin(districts, eq(districts.id, wards.districtId))
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(where)
    .orderBy(asc(addresses.id))
}

/** The customer's address book in creation order (optionally only the default address). */
export async function listAddresses(db: Database, userId: number, options: { onlyDefault?: boolean } = {}): Promise<Address[]> {
  const conditions = [eq(addresses.userId, userId)]
  if (options.onlyDefault) conditions.push(eq(addresses.isDefault, true))
  const rows = await selectAddresses(db, and(...conditions)).limit(ADDRESS_LIMITS.perCustomer)
  return rows.map(toAddress)
}

/** One of the customer's addresses, or null (also when it belongs to someone else). Orders use this. */
export async function findOwnAddress(db: Database, userId: number, id: number): Promise<Address | null> {
  const [row] = await selectAddresses(db, and(eq(addresses.id, id), eq(addresses.userId, userId)))
  return row ? toAddress(row) : null
}

/**
 * Every write to one customer's book runs in a transaction holding that customer's advisory lock,
 * so concurrent requests see each other's default switch and exactly one default remains
 * (the partial unique index `addresses_one_default_per_user` is the last line of defence).
 */
async function inAddressBook<T>(db: Database, userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${userId})`)
    return work(tx)
  })
}

async function requireWard(db: Database, wardId: string) {
  if (!(await wardExists(db, wardId))) throw new AppError(422, 'addressWardNotFound', {}, { ward_id: ['addressWardNotFound'] })
}

async function clearDefault(tx: Database, userId: number, exceptId?: number) {
  const conditions = [eq(addresses.userId, userId), eq(addresses.isDefault, true)]
  if (exceptId !== undefined) conditions.push(ne(addresses.id, exceptId))
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(...conditions))
}

const columnsOf = (input: AddressInput) => ({
  consignee: input.consignee,
  tel: input.tel,
  wardId: input.ward_id,
  addressDetail: input.address_detail,
  note: input.note,
})

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function createAddress(db: Database, userId: number, input: AddressInput): Promise<Address> {
  await requireWard(db, input.ward_id)
  const id = await inAddressBook(db, userId, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId))
    if (total >= ADDRESS_LIMITS.perCustomer) throw new AppError(422, 'addressLimitReached', { max: String(ADDRESS_LIMITS.perCustomer) })
    const isDefault = input.default || total === 0
    if (isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(input), isDefault })
      .returning({ id: addresses.id })
    return row.id
  })
  return (await findOwnAddress(db, userId, id))!
}

/**
 * Replaces an address's fields. default=true makes it the default; default=false on the
 * current default is ignored, since a customer with addresses always has exactly one default.
 */
export async function updateAddress(db: Database, userId: number, id: number, input: AddressInput): Promise<Address> {
  await requireWard(db, input.ward_id)
  await inAddressBook(db, userId, async (tx) => {
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    if (!current) throw notFound()
    const isDefault = current.isDefault || input.default
    if (isDefault) await clearDefault(tx, userId, id)
    await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
  })
  return (await findOwnAddress(db, userId, id))!
}

/** Removes an address; when it was the default, the newest remaining address becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await inAddressBook(db, userId, async (tx) => {
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault })
    if (!removed) throw notFound()
    if (!removed.isDefault) return
    await tx.execute(sql`
      update ${addresses} set is_default = true
      where id = (select id from ${addresses} where user_id = ${userId} order by id desc limit 1)`)
  })
}
