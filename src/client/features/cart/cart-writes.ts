import type { QueryClient } from '@tanstack/react-query'
import type { CartShopGroup, CartUpdateBody } from '@shared/contracts/cart'
import { isApiRequestError } from '@client/app/api-client'
import { callApi } from '@client/app/call-api'
import { CART_WRITE_SCOPE, cartKeys, type QueuedCartWrite } from './cart-query'
import { writeTarget } from './cart-overlay'
import { emitCartSyncEvent } from './cart-sync-events'

/** A network failure is tried again this many times while the browser says it is online. */
const NETWORK_RETRIES = 5

function isNetworkFailure(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 0
}

/** The line of the body: (shop_id, item_ref), or `product_id` for a write queued before item references. */
function bodyLine(write: QueuedCartWrite): CartUpdateBody {
  return 'item_ref' in write ? { shop_id: write.shop_id, item_ref: write.item_ref } : { product_id: write.product_id }
}

/** PUT /catalog/cart/{userId} with the absolute quantity; answers the whole cart. */
async function sendCartWrite(client: QueryClient, write: QueuedCartWrite): Promise<CartShopGroup[]> {
  // An older read landing after this write would show the cart from before it.
  await client.cancelQueries({ queryKey: cartKeys.detail(write.userId) })
  const body: CartUpdateBody = { ...bodyLine(write), ...(write.quantity > 0 ? { quantity: write.quantity } : { remove: true }) }
  return (await callApi('PUT /catalog/cart/:userId', { params: { userId: write.userId }, body })).data
}

/**
 * Registers how cart writes run on the query client, by mutation key, so that writes queued
 * offline and restored from IndexedDB after a reload find their mutationFn and callbacks.
 *
 * - networkMode 'online' (deliberately): offline, a write does not even start; it waits paused,
 *   is persisted with the cache (paused mutations are dehydrated) and runs when the browser is
 *   back online (the query client resumes paused mutations on the 'online' event and after the
 *   persisted cache is restored).
 * - One scope: writes run strictly one after another, in the order they were made.
 * - Absolute quantities: a write replayed after a reload that interrupted its answer changes nothing.
 * - A refusal (422: product gone, sold out, too many) is told to the customer and the cart is
 *   read again, so the screen shows the server's truth.
 */
export function registerCartWrites(client: QueryClient) {
  client.setMutationDefaults<CartShopGroup[], Error, QueuedCartWrite>(cartKeys.write, {
    mutationFn: (write) => sendCartWrite(client, write),
    networkMode: 'online',
    scope: { id: CART_WRITE_SCOPE },
    retry: (failureCount, error) => {
      if (isNetworkFailure(error)) return failureCount < NETWORK_RETRIES
      return isApiRequestError(error) && error.status >= 500 && failureCount < 2
    },
    onSuccess: (groups, write) => {
      client.setQueryData(cartKeys.detail(write.userId), groups)
      if (write.source === 'add') emitCartSyncEvent({ type: 'added', name: write.name })
    },
    onError: (error, write) => {
      emitCartSyncEvent({
        type: 'rejected',
        name: write.name,
        line: writeTarget(write),
        message: isApiRequestError(error) && error.body ? error.body.message : null,
        network: isNetworkFailure(error),
      })
    },
    onSettled: (_data, _error, write) => {
      // Read the cart again once the last queued write is through (this one still counts as pending).
      if (client.isMutating({ mutationKey: cartKeys.write }) <= 1) {
        void client.invalidateQueries({ queryKey: cartKeys.detail(write.userId) })
      }
    },
  })
}
