import { useState } from 'react'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { cartLineKey } from '@shared/orders/cart-rules'
import { useToast } from '@client/ui'
import { authReady, currentUserQueryOptions, useAuth } from '@client/features/auth'
import { cartKeys, cartQueryOptions, visibleQuantity, type CartWrite } from './cart-query'
import { cartLineSnapshot, type PurchasableItem } from './purchasable-item'
import { useCartWrite } from './use-cart'

/**
 * Add to cart and Buy now for one item of any shop: adds the chosen quantity to the item's cart
 * line (an absolute quantity, so a replay changes nothing); Buy now then opens the checkout with
 * only that line selected. Signed out, both go to the login page.
 */
export function useAddToCart(item: PurchasableItem, quantity: number) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const client = useQueryClient()
  const auth = useAuth()
  const { write, writeAsync } = useCartWrite()
  const [busy, setBusy] = useState(false)

  const run = async (buyNow: boolean) => {
    // Right after start-up the stored session may still be restoring: wait for it rather than send a signed-in customer to /login.
    const { status, user: authUser } = auth.status === 'loading' ? await authReady() : auth
    if (status !== 'signed-in' || !authUser) {
      await navigate({ to: '/login', search: { redirect: window.location.pathname + window.location.search } })
      return
    }
    setBusy(true)
    let writing = false
    try {
      const online = onlineManager.isOnline()
      const user = await client.ensureQueryData(currentUserQueryOptions(authUser.uid))
      // What the cart holds now decides the new absolute quantity: read it first when possible.
      if (online && client.getQueryData(cartKeys.detail(user.id)) === undefined) await client.fetchQuery(cartQueryOptions(user.id))
      const variables: CartWrite = {
        userId: user.id,
        shop_id: item.shop_id,
        item_ref: item.item_ref,
        quantity: visibleQuantity(client, user.id, item) + quantity,
        source: 'add',
        name: item.name,
        snapshot: cartLineSnapshot(item),
      }
      if (!online) {
        write(variables)
        toast.show(t`Đã lưu vào giỏ hàng; sẽ đồng bộ khi có mạng.`, { variant: 'info' })
        if (buyNow) await navigate({ to: '/cart', search: { only: cartLineKey(item) } })
        return
      }
      if (!buyNow) {
        // The header announces the result ('Added to your cart.', or the refusal).
        write(variables)
        return
      }
      writing = true
      await writeAsync(variables)
      // Buy now buys this item: the checkout opens with its line alone selected.
      await navigate({ to: '/cart', search: { only: cartLineKey(item) } })
    } catch {
      // A refused write is announced by the header; here only a failed read of the cart or user.
      if (!writing) toast.show(t`Lỗi`, { variant: 'danger' })
    } finally {
      setBusy(false)
    }
  }
  return { busy, addToCart: () => void run(false), buyNow: () => void run(true) }
}
