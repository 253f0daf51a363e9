import type { MarketFilterGroupOptions } from '@shared/contracts/market'
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
