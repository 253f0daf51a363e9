import { useLingui } from '@lingui/react/macro'
import { isLocale, LOCALE_LABELS, LOCALES } from '@shared/i18n/locales'
import { switchLocale } from '@client/app/locale'
import * as styles from './Header.css'

/** Choosing a language stores it and reloads the page (spec §2 Header). */
export function LanguageSelector() {
  const { t, i18n } = useLingui()
  return (
    <select
      className={styles.languageSelect}
      aria-label={t`Ngôn ngữ`}
      data-testid="language-select"
      value={i18n.locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) switchLocale(event.target.value)
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_LABELS[locale]}
        </option>
      ))}
    </select>
  )
}
