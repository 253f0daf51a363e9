import { Trans, useLingui } from '@lingui/react/macro'
import * as styles from './FilterTags.css'

export type FilterTag = { key: string; label: string }

type FilterTagsProps = {
  tags: readonly FilterTag[]
  onRemove: (key: string) => void
  onClearAll: () => void
}

/** The active filters of a list as removable tags, and "clear all" when there are several. */
export function FilterTags({ tags, onRemove, onClearAll }: FilterTagsProps) {
  const { t } = useLingui()
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label={t`Bộ lọc đang dùng`} data-testid="filter-tags">
      {tags.map((tag) => (
        <li key={tag.key}>
          <button type="button" className={styles.tag} aria-label={t`Bỏ lọc ${tag.label}`} onClick={() => onRemove(tag.key)}>
            <span>{tag.label}</span>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {tags.length > 1 && (
        <li>
          <button type="button" className={styles.clearAll} onClick={onClearAll}>
            <Trans>Xoá tất cả</Trans>
          </button>
        </li>
      )}
    </ul>
  )
}
