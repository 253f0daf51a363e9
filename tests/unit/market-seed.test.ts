import { describe, expect, it } from 'vitest'
import type { PictogramName } from '@server/modules/media'
import { GOODS } from '@server/seed/markets/goods'
import { listingRecords } from '@server/seed/markets/listings'
import { MARKET_PROFILES } from '@server/seed/markets/profiles'

/**
 * The demo markets' seed: a shop lists a product once (Tonoike listed each good twice at two prices),
 * and a product's pictures are its own — drawn as what it is (the teapot drew the rice cooker's pot)
 * and named after its own listing.
 */
const TODAY = new Date('2026-11-27T00:00:00Z')

/** What each drawing shows, in the words an English listing name uses for it. */
const DRAWN: Partial<Record<PictogramName, readonly string[]>> = {
  shirt: ['jacket', 'shirt', 't-shirt'],
  bag: ['bag', 'backpack', 'neverfull'],
  shoe: ['shoes', 'sneakers', 'mexico 66'],
  watch: ['watch', 'g-shock'],
  camera: ['camera', 'body', 'lens', 'x100v'],
  headphones: ['headphones', 'airpods'],
  gamepad: ['switch', 'playstation', 'game boy', 'tamagotchi'],
  robot: ['gundam', 'figure'],
  cards: ['card'],
  blocks: ['lego'],
  pot: ['rice cooker'],
  teapot: ['teapot'],
  flask: ['mug', 'flask'],
  knife: ['knife'],
  bowl: ['bowl'],
  toaster: ['toaster'],
  hairdryer: ['hair dryer'],
  shaver: ['shaver'],
  tablet: ['ipad', 'tablet'],
  tube: ['uv', 'milk'],
  pump: ['lotion', 'essence'],
  compact: ['powder'],
  box: ['chocolate', 'jagarico', 'tea bags', 'box'],
  sauceBottle: ['soy sauce'],
  pillBottle: ['capsules', 'vitamin'],
  can: ['formula'],
  diaper: ['diapers'],
  guitar: ['guitar'],
}

describe('demo market seed', () => {
  it('lists each product of a store once', () => {
    for (const profile of MARKET_PROFILES.filter((candidate) => candidate.style === 'store' || candidate.style === 'nike')) {
      const names = listingRecords(profile, TODAY).map((listing) => listing.name.vi)
      const twice = names.filter((name, index) => names.indexOf(name) !== index)
      expect({ shop: profile.path, twice }).toEqual({ shop: profile.path, twice: [] })
    }
  })

  it('lists a used item once per seller in the many-seller markets (two sellers may each have one)', () => {
    for (const profile of MARKET_PROFILES.filter((candidate) => candidate.style !== 'store' && candidate.style !== 'nike')) {
      const names = listingRecords(profile, TODAY).map((listing) => `${listing.seller_id} ${listing.name.vi}`)
      const twice = names.filter((name, index) => names.indexOf(name) !== index)
      expect({ shop: profile.path, twice }).toEqual({ shop: profile.path, twice: [] })
    }
  })

  it('gives Tonoike one listing per good, at one price', () => {
    const tonoike = MARKET_PROFILES.find((profile) => profile.path === 'tonoike')!
    const listings = listingRecords(tonoike, TODAY)
    const names = listings.map((listing) => listing.name.ja)
    expect(listings.length).toBeGreaterThan(5)
    expect(new Set(names).size).toBe(listings.length)
  })

  it('draws every good as what it is', () => {
    for (const good of GOODS) {
      const words = DRAWN[good.pictogram] ?? []
      const name = good.en.toLowerCase()
      expect({ good: good.key, drawn: good.pictogram, fits: words.some((word) => name.includes(word)) }).toEqual({
        good: good.key,
        drawn: good.pictogram,
        fits: true,
      })
    }
    // The two kitchen pots that were one drawing are two.
    const drawing = (key: string) => GOODS.find((good) => good.key === key)?.pictogram
    expect(drawing('nambu-teapot')).not.toBe(drawing('zojirushi-cooker'))
  })

  it("names each listing's pictures after that listing alone", () => {
    for (const profile of MARKET_PROFILES) {
      const pictures = listingRecords(profile, TODAY).flatMap((listing) => listing.images ?? [])
      expect({ shop: profile.path, shared: pictures.length - new Set(pictures).size }).toEqual({ shop: profile.path, shared: 0 })
    }
  })
})
