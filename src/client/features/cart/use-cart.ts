import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CartShopGroup } from '@shared/contracts/cart'
import { useAuth, useCurrentUser } from '@client/features/auth'
import { lineKeysOf } from './cart-overlay'
import { applyPendingWrites, cartKeys, cartQueryOptions, type CartWrite, type PendingCartWrite, type QueuedCartWrite } from './cart-query'
import { dismissCartRejection, getCartRejections, subscribeCartRejections } from './cart-sync-events'

const NO_GROUPS: CartShopGroup[] = []
const NO_REJECTIONS: ReturnType<typeof getCartRejections> = []
const noRejections = () => NO_REJECTIONS

/** The signed-in customer's numeric id (the cart's path), once known. */
export function useCartUserId(): number | undefined {
  const { status } = useAuth()
  const user = useCurrentUser()
  return status === 'signed-in' ? user.data?.id : undefined
}

/**
 * The cart as the customer sees it: the server's cart (also restored from IndexedDB offline)
 * with the queued writes applied, plus which lines still wait to be synced.
 */
export function useCart() {
  const userId = useCartUserId()
  const query = useQuery({ ...cartQueryOptions(userId ?? 0), enabled: userId !== undefined })
  const pending = useMutationState<PendingCartWrite>({
    filters: { mutationKey: cartKeys.write, status: 'pending' },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      write: mutation.state.variables as QueuedCartWrite,
      isPaused: mutation.state.isPaused,
    }),
  })
  const mine = useMemo(() => pending.filter((entry) => entry.write && entry.write.userId === userId), [pending, userId])
  const serverGroups = query.data ?? NO_GROUPS
  const groups = useMemo(
    () =>
      applyPendingWrites(
        serverGroups,
        mine.map((entry) => entry.write),
      ),
    [serverGroups, mine],
  )
  /** Keys (cartLineKey) of the lines with a write waiting for the network. */
  const waiting = useMemo(
    () =>
      lineKeysOf(
        groups,
        mine.filter((entry) => entry.isPaused).map((entry) => entry.write),
      ),
    [groups, mine],
  )
  const lineCount = groups.reduce((sum, group) => sum + group.products.length, 0)
  return {
    userId,
    query,
    groups,
    lineCount,
    waiting,
    waitingCount: mine.filter((entry) => entry.isPaused).length,
    pendingCount: mine.length,
    /** No cart data yet (first load, or signed-in state still unknown). */
    loading: userId === undefined || (query.isPending && mine.length === 0),
  }
}

/** Queues one cart write (runs now when online, waits paused offline); see cart-writes.ts. */
export function useCartWrite() {
  const { mutate, mutateAsync } = useMutation<CartShopGroup[], Error, CartWrite>({ mutationKey: cartKeys.write })
  return { write: mutate, writeAsync: mutateAsync }
}

/** Cart writes the server refused, until dismissed (none on a server-rendered page). */
export function useCartRejections() {
  const rejections = useSyncExternalStore(subscribeCartRejections, getCartRejections, noRejections)
  return { rejections, dismiss: dismissCartRejection }
}

export function useInvalidateCart() {
  const client = useQueryClient()
  return useCallback((userId: number) => client.invalidateQueries({ queryKey: cartKeys.detail(userId) }), [client])
}
