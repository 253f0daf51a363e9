import type { App } from '@server/http/types'
import { PREVIOUS_ORDER_IDS } from './previous-lines-seed'

/**
 * What the customer's screens read about cart and order lines, as the client asks for it:
 * the cart, the order list, the header's notifications, each order's detail and its items (with the
 * order totals).
 */
export async function lineAnswers(app: App, customerId: number, headers: Record<string, string>) {
  const read = async (url: string) => {
    const response = await app.inject({ url, headers })
    if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`)
    return response.json()
  }
  const answers: Record<string, unknown> = {
    cart: await read(`/catalog/cart/${customerId}`),
    orders: await read('/api/orders?include=type,status,itemsCount,customer,shipmentMethod&append=first_item&sort=-created_at&page=1'),
  }
  answers.notifications = await read('/api/order/notifications')
  for (const id of PREVIOUS_ORDER_IDS) {
    answers[`order ${id}`] = await read(`/api/orders/${id}?include=status,shipmentInfo,shipmentMethod&append=owning_boxes,first_item`)
    answers[`order ${id} items`] = await read(`/api/order/items?filter[order_id]=${id}&append=currency_id&include=product&page=1`)
  }
  return answers
}
