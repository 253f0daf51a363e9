import type { ReactNode } from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { screenAllowed, screenOf } from './screens'
import { useStaffRoles } from './staff-access'

/**
 * The console's screens live under the one route /admin/$: a screen is the path after /admin/
 * ('orders', 'orders/1001', …), its list state the search parameters. These are the console's
 * links and navigation, typed once here.
 */
export type AdminSearch = Record<string, string | number | undefined>

type AdminLinkProps = {
  path: string
  search?: AdminSearch
  className?: string
  activeClassName?: string
  exact?: boolean
  children: ReactNode
  'data-testid'?: string
  'aria-current'?: 'page'
}

/** A link to a screen of the console; to a screen the member's roles do not open, its text alone. */
export function AdminLink({ path, search, className, activeClassName, exact = false, children, ...rest }: AdminLinkProps) {
  const roles = useStaffRoles()
  const screen = screenOf(path)
  if (screen && !screenAllowed(screen, roles)) return <span className={className}>{children}</span>
  return (
    <Link
      to="/admin/$"
      params={{ _splat: path }}
      search={(search ?? {}) as never}
      className={className}
      activeProps={activeClassName ? { className: activeClassName } : undefined}
      activeOptions={{ exact, includeSearch: false }}
      {...rest}
    >
      {children}
    </Link>
  )
}

/** Goes to a screen of the console (replace: for a list's own state, e.g. its filters). */
export function useAdminNavigate() {
  const navigate = useNavigate()
  return (path: string, search: AdminSearch = {}, options: { replace?: boolean } = {}) =>
    void navigate({ to: '/admin/$', params: { _splat: path }, search: withoutEmpty(search) as never, replace: options.replace })
}

/** The current search parameters, as parsed from the address (each screen checks what it reads). */
export function useAdminSearch(): Record<string, unknown> {
  return useSearch({ strict: false }) as Record<string, unknown>
}

function withoutEmpty(search: AdminSearch): AdminSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''))
}
