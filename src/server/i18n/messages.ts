import type { Locale } from '@shared/i18n/locales'
import { commonMessages } from './common-messages'
import type { Message } from './define-messages'
import { addressesMessages } from '@server/modules/addresses/messages'
import { auctionsMessages } from '@server/modules/auctions/messages'
import { cartMessages } from '@server/modules/cart/messages'
import { catalogMessages } from '@server/modules/catalog/messages'
import { invitationsMessages } from '@server/modules/invitations/messages'
import { linkItemsMessages } from '@server/modules/link-items/messages'
import { marketsMessages } from '@server/modules/markets/messages'
import { notificationsMessages } from '@server/modules/notifications/messages'
import { ordersMessages } from '@server/modules/orders/messages'
import { postsMessages } from '@server/modules/posts/messages'
import { ratesMessages } from '@server/modules/rates/messages'
import { reviewsMessages } from '@server/modules/reviews/messages'
import { supportMessages } from '@server/modules/support/messages'
import { translateMessages } from '@server/modules/translate/messages'
import { walletsMessages } from '@server/modules/wallets/messages'

/** Every message the API answers with: the HTTP layer's and each module's, gathered once here. */
export const messages = gather(
  commonMessages,
  addressesMessages,
  auctionsMessages,
  cartMessages,
  catalogMessages,
  invitationsMessages,
  linkItemsMessages,
  marketsMessages,
  notificationsMessages,
  ordersMessages,
  postsMessages,
  ratesMessages,
  reviewsMessages,
  supportMessages,
  translateMessages,
  walletsMessages,
)

export type MessageKey = keyof typeof messages

/** Spreading would let one module's key silently replace another's: refuse duplicates at start. */
function gather<const T extends Record<string, Message>[]>(...parts: T): UnionToIntersection<T[number]> {
  const all: Record<string, Message> = {}
  for (const part of parts)
    for (const [key, message] of Object.entries(part)) {
      if (Object.hasOwn(all, key)) throw new Error(`Server message "${key}" is defined twice`)
      all[key] = message
    }
  return all as UnionToIntersection<T[number]>
}

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never

export function translate(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return (messages[key] as Message)[locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value)
}
