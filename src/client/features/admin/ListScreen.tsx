import { type FormEvent, Fragment, type ReactNode, useEffect, useId, useState } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Card, EmptyState, Pagination, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'

/** A page of a console list as the staff API answers it (the permission requests come unpaged). */
type ListPage<T> = { data: T[]; current_page?: number; last_page?: number }

/** What ListScreen reads and writes of a list's search (the route's validated search): its page and its text filter. */
type ListSearch = { page?: number; q?: string }

/** A column of a list's table: its header, the label its cell carries as a card on a phone (data-label), its cell. */
export type ListColumn<T> = { key: string; header: ReactNode; label: string; cell: (item: T) => ReactNode; numeric?: boolean }

/** The list's text search in its filter bar: submitted as `q` (other filters kept, back to page 1). */
export type ListTextFilter = { label: ReactNode; placeholder?: string; testId?: string }

type ListScreenProps<T, S extends object> = {
  /** The h1, and what sits beside it (a new-post link, the audit's subject). */
  title: ReactNode
  titleAside?: ReactNode
  /** Above the filters (the wallets' approvals and export). */
  top?: ReactNode
  /** The filter bar: a text search, and fields of the list's own before and after it. */
  search: S
  onSearchChange: (next: S) => void
  filterLabel?: string
  textFilter?: ListTextFilter
  fieldsBefore?: ReactNode
  fieldsAfter?: ReactNode
  /** Or tabs (links to the same list with another status). */
  tabs?: { label: string; links: ReactNode }
  /** Between the filters and the list (exports, bulk moves, imports). */
  beforeList?: ReactNode
  query: UseQueryResult<ListPage<T>>
  itemKey: (item: T) => string | number
  /** A table (a card per row on a phone, each cell labelled) … */
  columns?: ListColumn<T>[]
  tableTestId?: string
  rowTestId?: string
  /** … above the table, with its rows (the orders' "select all") … */
  aboveTable?: (items: T[]) => ReactNode
  /** … or a card per item, drawn by the screen. */
  card?: (item: T) => ReactNode
}

/**
 * Every console list: its title, a filter bar (or status tabs) bound to the route's typed search, the
 * rows as a table that turns into labelled cards on a phone (or a card per item), and a pager that
 * writes the page into the search. Loading, failure and empty are shown the same way on each.
 */
export function ListScreen<T, S extends object>(props: ListScreenProps<T, S>) {
  const titleId = useId()
  const { query, search, onSearchChange } = props
  const page = query.data
  return (
    <section className={form.page} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h1 id={titleId} className={form.title}>
          {props.title}
        </h1>
        {props.titleAside}
      </div>
      {props.top}
      {(props.textFilter || props.fieldsBefore || props.fieldsAfter) && (
        <Card>
          <FilterBar {...props} />
        </Card>
      )}
      {props.tabs && (
        <nav className={styles.tabs} aria-label={props.tabs.label}>
          {props.tabs.links}
        </nav>
      )}
      {props.beforeList}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <Alert variant="danger">{query.error.message}</Alert>
      ) : query.data.data.length === 0 ? (
        <Card>
          <EmptyState />
        </Card>
      ) : props.columns ? (
        <Card>
          {props.aboveTable?.(query.data.data)}
          <ListTable items={query.data.data} {...props} columns={props.columns} />
        </Card>
      ) : (
        query.data.data.map((item) => <Fragment key={props.itemKey(item)}>{props.card?.(item)}</Fragment>)
      )}
      {page?.current_page !== undefined && page.last_page !== undefined && (
        <Pagination
          currentPage={page.current_page}
          lastPage={page.last_page}
          onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined } as S)}
        />
      )}
    </section>
  )
}

function FilterBar<T, S extends object>({
  search,
  onSearchChange,
  filterLabel,
  textFilter,
  fieldsBefore,
  fieldsAfter,
}: ListScreenProps<T, S>) {
  const typed = (search as ListSearch).q ?? ''
  const [q, setQ] = useState(typed)
  useEffect(() => setQ(typed), [typed])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearchChange({ ...search, q: q.trim() || undefined, page: undefined } as S)
  }
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={filterLabel}>
      {fieldsBefore}
      {textFilter && (
        <label className={form.field}>
          <span className={form.label}>{textFilter.label}</span>
          <input
            className={form.control}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={textFilter.placeholder}
            data-testid={textFilter.testId}
          />
        </label>
      )}
      {fieldsAfter}
      <Button type="submit" variant="secondary">
        <Trans>Tìm</Trans>
      </Button>
    </form>
  )
}

function ListTable<T>({
  items,
  columns,
  itemKey,
  tableTestId,
  rowTestId,
}: {
  items: T[]
  columns: ListColumn<T>[]
  itemKey: (item: T) => string | number
  tableTestId?: string
  rowTestId?: string
}) {
  return (
    <table className={styles.table} data-testid={tableTestId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? styles.number : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemKey(item)} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.label} className={column.numeric ? styles.number : undefined}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** aria-current of a tab of a list's filter: the tab the list shows. */
export const currentIf = (current: boolean) => (current ? ('page' as const) : undefined)
