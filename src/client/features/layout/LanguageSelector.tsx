import { useCallback, useRef, useState, type MouseEvent } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isLocale, LOCALE_LABELS, LOCALES, localeSwitchHref, type Locale } from '@shared/i18n/locales'
import { switchLocale } from '@client/app/locale'
import { useDismiss } from '@client/ui/use-dismiss'
import { VisuallyHidden } from '@client/ui'
import * as styles from './LanguageSelector.css'

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The language selector (spec §2 Header: the page reloads in the chosen language). Plain links
 * inside a disclosure: before the app runs, the server records the choice and sends the customer
 * back; once it runs, the app records it itself and reloads (which also works offline).
 */
export function LanguageSelector() {
  const { i18n } = useLingui()
  const current = (isLocale(i18n.locale) ? i18n.locale : 'vi') as Locale
  const here = useRouterState({ select: (state) => state.location.href })
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDetailsElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(container, open, close)

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (locale === current) return setOpen(false)
    switchLocale(locale)
  }

  return (
    <details
      ref={container}
      className={styles.selector}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="language-select"
    >
      <summary className={styles.summary} lang={current}>
        <VisuallyHidden>
          <Trans>Ngôn ngữ:</Trans>{' '}
        </VisuallyHidden>
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
              hrefLang={locale}
              className={styles.option}
              aria-current={locale === current ? 'true' : undefined}
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
