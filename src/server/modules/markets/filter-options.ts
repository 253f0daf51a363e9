import type { MarketFilterGroupOptions, MarketFilterOptions } from '@shared/contracts/market'
import { SHOPS } from '@shared/shops/registry'
import type { MarketConnectors } from './connector'
import type { FilterOptionData } from './model'

/** A market's options grouped, groups in the order of their first option. */
export function groupFilterOptions(options: readonly FilterOptionData[]): MarketFilterGroupOptions[] {
  const groups = new Map<FilterOptionData['group'], MarketFilterGroupOptions>()
  for (const option of options) {
    const group = groups.get(option.group) ?? { group: option.group, options: [] }
    group.options.push({ value: option.value, label: option.labels })
    groups.set(option.group, group)
  }
  return [...groups.values()]
}

/** Every market's filter options by its path (spec §3 Filter options per shop), for /catalog/static/filter-all-web.json. */
export async function filterOptionsByMarket(markets: MarketConnectors): Promise<MarketFilterOptions> {
  const entries = await Promise.all(
    SHOPS.filter((shop) => shop.kind === 'market').map(async (shop) => {
      const connector = markets.forShop(shop.id)
      return [shop.path, connector ? groupFilterOptions(await connector.filterOptions(shop.id)) : []] as const
    }),
  )
  return Object.fromEntries(entries)
}
