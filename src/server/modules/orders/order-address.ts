import { and, eq } from 'drizzle-orm'
import type { OrderAddressBody } from '@shared/contracts/order'
import { isFinalOrderStatus } from '@shared/orders/state-machine'
import type { User } from '@shared/contracts/user'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import { findOwnAddress } from '@server/modules/addresses'
import { orders } from './tables'

/**
 * The winner of a lot who had no address when the lot closed chooses where to deliver it: an address
 * from their own book is copied onto the order (as checkout copies it). Only an order without an
 * address that is still running takes one; an address already set is changed by staff, not here (409).
 */
export async function chooseOrderAddress(db: Database, customer: User, orderId: number, body: OrderAddressBody): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ addressId: orders.addressId, statusId: orders.statusId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customer.id)))
      .for('update')
    if (!order) throw new AppError(404, 'orderNotFound')
    if (order.addressId !== null || isFinalOrderStatus(order.statusId)) throw new AppError(409, 'orderAddressAlreadySet')
    const address = await findOwnAddress(tx, customer.id, body.address_id)
    if (!address) throw new AppError(422, 'orderAddressNotFound', {}, { address_id: ['orderAddressNotFound'] })
    await tx
      .update(orders)
      .set({
        addressId: address.id,
        consignee: address.consignee,
        fullAddress: address.full_address,
        tel: address.tel,
        wardId: address.ward_id,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId))
  })
}
