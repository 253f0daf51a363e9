import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { CartShopGroup } from '@shared/contracts/cart'
import { callApi } from '@client/app/call-api'
import { applyPendingWrites, isTargetOf, type QueuedCartWrite } from './cart-overlay'
import type { CartLineRef } from '@shared/contracts/cart'

export { applyPendingWrites, type CartLineSnapshot, type CartWrite, type QueuedCartWrite } from './cart-overlay'

export const cartKeys = {
  all: ['cart'] as const,
  detail: (userId: number) => [...cartKeys.all, userId] as const,
  /** Every cart write (set quantity, add, remove) shares this key: its defaults let restored writes run. */
  write: ['cart', 'write'] as const,
}

/** Cart writes run one after another, in the order they were made (also when replayed). */
export const CART_WRITE_SCOPE = 'cart-writes'

/** GET /catalog/cart/{userId}: the shop groups of the signed-in customer's cart. */
export function cartQueryOptions(userId: number) {
  return queryOptions({
    queryKey: cartKeys.detail(userId),
    queryFn: async ({ signal }) => (await callApi('GET /catalog/cart/:userId', { params: { userId }, signal })).data,
    // Always read again when shown: a copy restored from IndexedDB may predate the last change.
    staleTime: 0,
  })
}

export type PendingCartWrite = { mutationId: number; write: QueuedCartWrite; isPaused: boolean }

/** The pending writes of this customer, oldest first (paused ones are waiting for the network). */
export function pendingCartWrites(client: QueryClient, userId: number): PendingCartWrite[] {
  return client
    .getMutationCache()
    .findAll({ mutationKey: cartKeys.write, status: 'pending' })
    .map((mutation) => ({
      mutationId: mutation.mutationId,
      write: mutation.state.variables as QueuedCartWrite,
      isPaused: mutation.state.isPaused,
    }))
    .filter((entry) => entry.write?.userId === userId)
}

/** A line's quantity as the customer sees it now (server cart + waiting writes); 0 when absent. */
export function visibleQuantity(client: QueryClient, userId: number, line: CartLineRef): number {
  const groups = client.getQueryData<CartShopGroup[]>(cartKeys.detail(userId)) ?? []
  const visible = applyPendingWrites(
    groups,
    pendingCartWrites(client, userId).map((entry) => entry.write),
  )
  for (const group of visible) {
    const shown = group.products.find((entry) => isTargetOf(entry, line))
    if (shown) return shown.quantity
  }
  return 0
}
