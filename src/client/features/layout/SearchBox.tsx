import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { looksLikeUrl } from '@shared/catalog/marketplace-url'
import { ownItemRef, productPath } from '@shared/catalog/product-path'
import { SEARCH_SCOPES, type SearchScope } from '@shared/shops/registry'
import { DEBOUNCE_MS } from '@shared/ui/constants'
import { isApiRequestError } from '@client/app/api-client'
import { HrefLink } from '@client/app/HrefLink'
import { useDebouncedValue } from '@client/app/use-debounced-value'
import { Price, Spinner } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { useSearchNavigation } from './use-search-navigation'
import { searchSuggestionsQueryOptions, searchesOwnCatalogue } from './search-suggestions-query'
import { useProductUrlLookup } from './product-url-lookup'
import { useDismiss } from '@client/ui/use-dismiss'
import { SearchIcon } from '@client/ui/icons'
import * as styles from './SearchBox.css'

const SCOPE_LABELS: Record<SearchScope, MessageDescriptor> = {
  all: msg`Tất cả`,
  ikom: msg`ikom`,
  awond: msg`awond`,
  ecoring: msg`Ecoring`,
  'yahoo-auction': msg`Đấu giá Yahoo`,
  'other-markets': msg`Sàn khác`,
}

const MIN_SUGGESTION_LENGTH = 2

/** Moves focus between the input and the suggestion links with the arrow keys. */
function moveFocus(list: HTMLElement | null, input: HTMLInputElement | null, step: 1 | -1) {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
  if (links.length === 0) return
  const current = links.indexOf(document.activeElement as HTMLAnchorElement)
  const next = current + step
  if (next < 0) input?.focus()
  else links[Math.min(next, links.length - 1)].focus()
}

/**
 * Header search with a shop selector (spec §2 Header): own-catalogue searches get live suggestions
 * after a 500 ms pause; a pasted product address is resolved by the API and opens that product's page.
 */
export function SearchBox() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const rate = useExchangeRate()
  const [scope, setScope] = useState<SearchScope>('all')
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const scopeId = useId()
  const popoverId = useId()
  const goToResults = useSearchNavigation()
  const lookup = useProductUrlLookup()
  const lastLookedUp = useRef<string | null>(null)

  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS.search)
  const debouncedIsUrl = looksLikeUrl(debounced)
  const suggesting = searchesOwnCatalogue(scope) && !debouncedIsUrl && debounced.length >= MIN_SUGGESTION_LENGTH
  const suggestions = useQuery({ ...searchSuggestionsQueryOptions(scope, debounced), enabled: open && suggesting })
  useDismiss(container, open, () => setOpen(false))

  const resolveUrl = (url: string) => {
    if (lookup.isPending && lastLookedUp.current === url) return
    lastLookedUp.current = url
    setOpen(true)
    lookup.mutate(url, {
      onSuccess: (found) => {
        if (lastLookedUp.current !== url) return
        setOpen(false)
        setText('')
        lastLookedUp.current = null
        router.history.push(found.path)
      },
    })
  }

  // A pasted (or typed) address resolves on its own once typing pauses (not when the panel opens or closes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new debounced text only
  useEffect(() => {
    if (debouncedIsUrl && open && lastLookedUp.current !== debounced) resolveUrl(debounced)
  }, [debounced, debouncedIsUrl])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = text.trim()
    // Empty: nothing to look for (e.g. the Enter after a pasted link has already opened its product).
    if (!value) return
    if (looksLikeUrl(value)) return resolveUrl(value)
    setOpen(false)
    void goToResults(scope, value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!popover.current) return
      event.preventDefault()
      moveFocus(popover.current, input.current, event.key === 'ArrowDown' ? 1 : -1)
    }
  }

  const typingUrl = looksLikeUrl(text.trim())
  const lookupState = typingUrl && lastLookedUp.current !== null ? lookup : null
  const lookupMissing = lookupState?.isError && isApiRequestError(lookupState.error) && [404, 422].includes(lookupState.error.status)
  const showSuggestions = open && !typingUrl && suggesting && text.trim() === debounced
  const showPopover = open && (Boolean(lookupState && !lookupState.isIdle) || (showSuggestions && !suggestions.isPending))

  return (
    // action/name: before the app runs (a server-rendered page), the browser itself opens the search results.
    <form
      ref={container}
      role="search"
      action="/products"
      method="get"
      className={styles.form}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      data-testid="search-form"
    >
      <label htmlFor={scopeId} className={styles.hiddenLabel}>
        <Trans>Tìm trong</Trans>
      </label>
      <select
        id={scopeId}
        className={styles.scope}
        value={scope}
        onChange={(event) => {
          setScope(event.target.value as SearchScope)
          setOpen(true)
        }}
      >
        {SEARCH_SCOPES.map((value) => (
          <option key={value} value={value}>
            {i18n._(SCOPE_LABELS[value])}
          </option>
        ))}
      </select>
      <label htmlFor={inputId} className={styles.hiddenLabel}>
        <Trans>Tìm kiếm sản phẩm hoặc dán đường dẫn sản phẩm</Trans>
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="search"
        className={styles.input}
        value={text}
        placeholder={t`Bạn muốn mua gì?`}
        autoComplete="off"
        aria-controls={showPopover ? popoverId : undefined}
        data-testid="search-input"
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
      />
      <button type="submit" className={styles.submit} aria-label={t`Tìm kiếm`} data-testid="search-submit">
        <SearchIcon size={20} />
      </button>
      {showPopover && (
        <div ref={popover} id={popoverId} className={styles.popover} data-testid="search-popover">
          {lookupState?.isPending && (
            <p className={styles.message} role="status">
              <Spinner size="sm" label={null} /> <Trans>Đang tìm sản phẩm theo đường dẫn…</Trans>
            </p>
          )}
          {lookupState?.isError && (
            <p className={styles.message} role="alert">
              {lookupMissing ? (
                <Trans>Không tìm thấy sản phẩm từ đường dẫn này</Trans>
              ) : (
                <Trans>Không kiểm tra được đường dẫn. Vui lòng thử lại.</Trans>
              )}
            </p>
          )}
          {showSuggestions && suggestions.isError && (
            <p className={styles.message} role="alert">
              <Trans>Không tải được gợi ý tìm kiếm.</Trans>
            </p>
          )}
          {showSuggestions && suggestions.data?.length === 0 && (
            <p className={styles.message} role="status">
              <Trans>Không tìm thấy sản phẩm nào cho “{debounced}”</Trans>
            </p>
          )}
          {showSuggestions && suggestions.data && suggestions.data.length > 0 && (
            <>
              <ul className={styles.suggestionList} aria-label={t`Gợi ý tìm kiếm`}>
                {suggestions.data.map((product) => (
                  <li key={product.id}>
                    <HrefLink
                      href={productPath(product.shop_id, ownItemRef(product.id))}
                      className={styles.suggestion}
                      onClick={() => setOpen(false)}
                    >
                      <img src={product.image_url} alt="" width={40} height={40} className={styles.suggestionImage} loading="lazy" />
                      <span className={styles.suggestionText}>
                        <span className={styles.suggestionName}>{product.name}</span>
                        <Price yen={product.price} rate={rate} showYen={false} className={styles.suggestionPrice} />
                      </span>
                    </HrefLink>
                  </li>
                ))}
              </ul>
              <button type="submit" className={styles.allResults}>
                <Trans>Xem tất cả kết quả</Trans>
              </button>
            </>
          )}
        </div>
      )}
    </form>
  )
}
