import { useState } from 'react'
import type { CartProduct } from '@shared/contracts/cart'
import { cartLineKey, isPurchasable } from '@shared/orders/cart-rules'

/** A line that can go into an order: its source still knows it and it is on sale with a price. */
export const isOrderable = (line: CartProduct) => line.found && isPurchasable(line)

/**
 * Which cart lines the checkout orders. Every line is selected by default (spec §4); Buy now
 * (`only`, one line's key) starts with that line alone. The customer's ticks and unticks are kept
 * as exceptions to that start.
 */
export function useLineSelection(only: string | undefined) {
  const [exceptions, setExceptions] = useState<ReadonlySet<string>>(new Set())
  const selectedAtStart = (key: string) => only === undefined || key === only
  const isSelected = (line: CartProduct) => {
    const key = cartLineKey(line)
    return isOrderable(line) && selectedAtStart(key) !== exceptions.has(key)
  }
  const toggle = (lineKeys: string[], selected: boolean) =>
    setExceptions((current) => {
      const next = new Set(current)
      for (const key of lineKeys) {
        if (selected === selectedAtStart(key)) next.delete(key)
        else next.add(key)
      }
      return next
    })
  return { isSelected, toggle, exceptions }
}
