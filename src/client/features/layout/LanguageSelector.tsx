import type { MouseEvent } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isLocale, LOCALE_LABELS, LOCALES, localeSwitchHref, type Locale } from '@shared/i18n/locales'
import { isPlainClick } from '@client/app/HrefLink'
import { switchLocale } from '@client/app/locale'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'
import * as styles from './LanguageSelector.css'

/**
 * The language selector (spec §2 Header: the page reloads in the chosen language). Plain links
 * inside a disclosure: before the app runs, the server records the choice and sends the customer
 * back; once it runs, the app records it itself and reloads (which also works offline).
 */
export function LanguageSelector() {
  const { i18n } = useLingui()
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'vi'
  const here = useRouterState({ select: (state) => state.location.href })
  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (locale !== current) switchLocale(locale)
  }
  return (
    <details className={styles.selector} data-testid="language-select">
      <summary className={styles.summary}>
        <span className={visuallyHidden}>
          <Trans>Ngôn ngữ:</Trans>{' '}
        </span>
        {LOCALE_LABELS[current]}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </summary>
      <ul className={styles.menu}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localeSwitchHref(locale, here)}
              lang={locale}
              className={styles.option}
              aria-current={locale === current || undefined}
              onClick={(event) => choose(event, locale)}
            >
              {LOCALE_LABELS[locale]}
              {locale === current && (
                <span aria-hidden="true" className={styles.check}>
                  ✓
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
