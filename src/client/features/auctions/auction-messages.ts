import { loadFeatureCatalogue } from '@client/app/i18n'

/**
 * The auctions' and Ecoring's texts are a catalogue of their own (locales/{locale}/auctions.po,
 * lingui.config.ts): the shop's other pages never load them. Every route that shows a lot, a bid
 * form or the auction log loads it in its loader, before its screen renders.
 */
export function loadAuctionMessages(): Promise<void> {
  return loadFeatureCatalogue('auctions', (locale) => import(`../../../../locales/${locale}/auctions.po`))
}
