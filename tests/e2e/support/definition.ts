import type { Locator, Page } from '@playwright/test'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The value a description list gives for a term, found as a reader finds it: the <dd> right after the <dt>
 * whose text is `term` (a string matches the whole term; a RegExp as written).
 */
export function definition(scope: Page | Locator, term: string | RegExp): Locator {
  const name = typeof term === 'string' ? new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`) : term
  return scope.locator('dt').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]')
}
