import type { ComponentProps } from 'react'
import { Preloaded, preloadable } from '@client/app/preloadable'
import { Skeleton } from '@client/ui'
import type { BuyByLinkForm as Form, LinkItemPage as ItemPage } from './BuyByLink'

/**
 * Buying by link is a chunk of its own (issue 25): a listing's page loads it only for an item bought
 * by its link (its loader fetches it) or one the mirror does not know (fetched on the "not found").
 */
const linkItemPage = preloadable(() => import('./BuyByLink').then((module) => module.LinkItemPage), <Skeleton height="12em" />)
const buyByLinkForm = preloadable(() => import('./BuyByLink').then((module) => module.BuyByLinkForm), <Skeleton height="12em" />)

export function LinkItemPage(props: ComponentProps<typeof ItemPage>) {
  return <Preloaded part={linkItemPage} props={props} />
}
export function BuyByLinkForm(props: ComponentProps<typeof Form>) {
  return <Preloaded part={buyByLinkForm} props={props} />
}
/** Both screens of the chunk, ready to render. */
export const preloadBuyByLink = () => Promise.all([linkItemPage.preload(), buyByLinkForm.preload()])
