/** A path on this site (`/…`), never another origin (`//host`, `/\host`): the only place a redirect may send anyone. */
export function isLocalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')
}
