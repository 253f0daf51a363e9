import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SEARCH_SCOPES, type SearchScope } from '../../../shared/shops/registry'
import { DEBOUNCE_MS } from '../../../shared/ui/constants'
import { useDebouncedValue } from '../../app/use-debounced-value'
import { useSearchNavigation } from './use-search-navigation'
import { searchSuggestionsQueryOptions } from './search-suggestions-query'
import { useDismiss } from './use-dismiss'
import { SearchIcon } from './icons'
import * as styles from './SearchBox.css'

const SCOPE_LABELS: Record<SearchScope, MessageDescriptor> = {
  all: msg`Tất cả`,
  ikom: msg`ikom`,
  awond: msg`awond`,
  ecoring: msg`Ecoring`,
  'yahoo-auction': msg`Đấu giá Yahoo`,
  'other-markets': msg`Sàn khác`,
}

const isOwnShop = (scope: SearchScope) => scope === 'ikom' || scope === 'awond'

/** Header search with a shop selector; own-shop searches get live suggestions. */
export function SearchBox() {
  const { t, i18n } = useLingui()
  const [scope, setScope] = useState<SearchScope>('all')
  const [text, setText] = useState('')
  const [showSuggestions, setShowSuggestions] = useState(false)
  const container = useRef<HTMLFormElement>(null)
  const inputId = useId()
  const scopeId = useId()
  const goToResults = useSearchNavigation()
  const debounced = useDebouncedValue(text, DEBOUNCE_MS.search)
  const suggestions = useQuery({
    ...searchSuggestionsQueryOptions(scope, debounced),
    enabled: isOwnShop(scope) && showSuggestions && debounced.trim().length >= 2,
  })
  useDismiss(container, showSuggestions, () => setShowSuggestions(false))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowSuggestions(false)
    void goToResults(scope, text)
  }

  return (
    <form ref={container} role="search" className={styles.form} onSubmit={submit} data-testid="search-form">
      <label htmlFor={scopeId} className={styles.hiddenLabel}>
        <Trans>Tìm trong</Trans>
      </label>
      <select
        id={scopeId}
        className={styles.scope}
        value={scope}
        data-testid="search-scope"
        onChange={(event) => setScope(event.target.value as SearchScope)}
      >
        {SEARCH_SCOPES.map((value) => (
          <option key={value} value={value}>
            {i18n._(SCOPE_LABELS[value])}
          </option>
        ))}
      </select>
      <label htmlFor={inputId} className={styles.hiddenLabel}>
        <Trans>Tìm kiếm sản phẩm</Trans>
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t`Bạn muốn mua gì hôm nay?`}
        autoComplete="off"
        data-testid="search-input"
        onChange={(event) => {
          setText(event.target.value)
          setShowSuggestions(true)
        }}
      />
      <button type="submit" className={styles.submit} aria-label={t`Tìm kiếm`} data-testid="search-submit">
        <SearchIcon size={20} />
      </button>
      {showSuggestions && suggestions.data && suggestions.data.length > 0 && (
        <ul className={styles.suggestions} aria-label={t`Gợi ý tìm kiếm`}>
          {suggestions.data.map((product) => (
            <li key={product.id}>
              <Link
                to="/products/$shopId/$id"
                params={{ shopId: scope, id: String(product.id) }}
                className={styles.suggestion}
                onClick={() => setShowSuggestions(false)}
              >
                {product.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
