import { useLingui } from '@lingui/react/macro'
import type { MarketCategory } from '@shared/contracts/market'
import { HrefLink } from '@client/app/HrefLink'
import * as styles from './other-market.css'

type CategoryTilesProps = {
  categories: readonly MarketCategory[]
  /** Where a tile leads: a leaf opens the list, a branch its children. */
  href: (category: MarketCategory) => string
}

/** A market's categories as a grid of pictures with names. */
export function CategoryTiles({ categories, href }: CategoryTilesProps) {
  const { t } = useLingui()
  return (
    <ul className={styles.categoryGrid} aria-label={t`Danh mục`} data-testid="market-categories">
      {categories.map((category) => (
        <li key={category.id}>
          <HrefLink href={href(category)} className={styles.categoryTile} data-leaf={category.is_leaf}>
            {category.image_uri && <img src={category.image_uri} alt="" className={styles.categoryImage} loading="lazy" />}
            {category.name}
          </HrefLink>
        </li>
      ))}
    </ul>
  )
}
