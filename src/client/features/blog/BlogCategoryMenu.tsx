import { Trans, useLingui } from '@lingui/react/macro'
import type { PostCategory } from '@shared/contracts/posts'
import { HrefLink } from '@client/app/HrefLink'
import { Skeleton } from '@client/ui'
import { blogListHref } from './blog-href'
import * as styles from './blog.css'

type BlogCategoryMenuProps = {
  categories: PostCategory[] | undefined
  activeId: number | undefined
  /** Offline without a saved copy: no placeholder that would never fill ("All" stays). */
  offline?: boolean
}

/** The category sidebar: All, then each category; the active one is marked as the current page. */
export function BlogCategoryMenu({ categories, activeId, offline = false }: BlogCategoryMenuProps) {
  const { t } = useLingui()
  return (
    <nav className={styles.sidebar} aria-label={t`Danh mục bài viết`}>
      <h2 className={styles.sidebarTitle}>
        <Trans>Danh mục</Trans>
      </h2>
      <ul className={styles.categoryList}>
        <li>
          <HrefLink
            href={blogListHref(undefined)}
            className={styles.categoryLink}
            aria-current={activeId === undefined ? 'page' : undefined}
          >
            <Trans>Tất cả</Trans>
          </HrefLink>
        </li>
        {categories === undefined && !offline && (
          <li aria-hidden="true">
            <Skeleton width={160} height={32} />
          </li>
        )}
        {categories?.map((category) => (
          <li key={category.id}>
            <HrefLink
              href={blogListHref(category.id)}
              className={styles.categoryLink}
              aria-current={activeId === category.id ? 'page' : undefined}
              data-category-id={category.id}
            >
              {category.name}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
