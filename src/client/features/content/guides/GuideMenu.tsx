import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { GUIDE_IDS, type GuideBook, type GuideId } from './guide-types'
import * as styles from './guides.css'

type GuideMenuProps = { book: GuideBook; current: GuideId }

/** The side menu: every guide page, with the sections of the one being read. */
export function GuideMenu({ book, current }: GuideMenuProps) {
  const { t } = useLingui()
  return (
    <nav className={styles.menu} aria-label={t`Hướng dẫn và chính sách`}>
      <h2 className={styles.menuTitle}>
        <Trans>Hướng dẫn</Trans>
      </h2>
      <ul className={styles.menuList}>
        {GUIDE_IDS.map((id) => (
          <li key={id}>
            <Link to={`/${id}`} className={styles.menuLink} aria-current={id === current ? 'page' : undefined} data-guide={id}>
              {book[id].menuLabel}
            </Link>
            {id === current && book[id].sections.length > 1 && (
              <ul className={styles.sectionLinks}>
                {book[id].sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${id}-${section.id}`} className={styles.sectionLink}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
