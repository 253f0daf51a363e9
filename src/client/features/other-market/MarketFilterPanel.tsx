import { type ReactNode, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { MarketFilterGroupOptions } from '@shared/contracts/market'
import type { Locale } from '@shared/i18n/locales'
import { formatMarketFilters, parseMarketFilters, toggleMarketFilter, type MarketFilterGroup } from '@shared/markets/filters'
import type { FilterTag } from '@client/ui'
import * as styles from './other-market.css'

type MarketFilterPanelProps = {
  groups: readonly MarketFilterGroupOptions[]
  /** The URL's `filters`. */
  value: string | undefined
  onChange: (filters: string | undefined) => void
}

function useGroupTitles(): Record<MarketFilterGroup, ReactNode> {
  const { t } = useLingui()
  return {
    price: t`Giá`,
    colors: t`Màu sắc`,
    status: t`Tình trạng`,
    shipping: t`Phí vận chuyển`,
    reviews: t`Đánh giá`,
    new_arrivals: t`Hàng mới đăng`,
    discount: t`Giảm giá`,
    age: t`Độ tuổi`,
    gender: t`Giới tính`,
    shippingMethod: t`Phương thức giao hàng`,
    cfs_pt: t`Điểm thưởng`,
    rank: t`Hạng`,
  }
}

/** The chosen options of the URL's `filters` as tags (`group:value` keys), named in the reader's language. */
export function useMarketFilterTags(groups: readonly MarketFilterGroupOptions[], value: string | undefined): FilterTag[] {
  const { i18n } = useLingui()
  const chosen = parseMarketFilters(value ?? '') ?? {}
  return groups.flatMap((group) =>
    group.options
      .filter((option) => chosen[group.group]?.includes(option.value))
      .map((option) => ({ key: `${group.group}:${option.value}`, label: option.label[i18n.locale as Locale] ?? option.label.vi })),
  )
}

/** The URL's `filters` without one tag's option. */
export function withoutMarketFilter(value: string | undefined, key: string): string | undefined {
  const [group, option] = key.split(/:(.*)/s) as [MarketFilterGroup, string]
  return formatMarketFilters(toggleMarketFilter(parseMarketFilters(value ?? '') ?? {}, group, option)) || undefined
}

/** The market's filter groups (spec §3 Filter options per shop) as checkboxes; every choice lives in the URL. */
export function MarketFilterPanel({ groups, value, onChange }: MarketFilterPanelProps) {
  const { i18n } = useLingui()
  const titles = useGroupTitles()
  // Shown at once, before the navigation to the new address re-renders the list; the URL wins when it changes.
  const [shown, setShown] = useState(value)
  const [fromUrl, setFromUrl] = useState(value)
  if (fromUrl !== value) {
    setFromUrl(value)
    setShown(value)
  }
  const chosen = parseMarketFilters(shown ?? '') ?? {}
  const toggle = (group: MarketFilterGroup, option: string) => {
    const next = formatMarketFilters(toggleMarketFilter(chosen, group, option)) || undefined
    setShown(next)
    onChange(next)
  }
  return (
    <div className={styles.panel} data-testid="market-filters">
      {groups.map((group) => (
        <fieldset key={group.group} className={styles.group}>
          <legend className={styles.groupTitle}>{titles[group.group]}</legend>
          {group.options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="checkbox"
                checked={chosen[group.group]?.includes(option.value) ?? false}
                onChange={() => toggle(group.group, option.value)}
              />
              {option.label[i18n.locale as Locale] ?? option.label.vi}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  )
}
