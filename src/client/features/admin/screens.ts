/** The console's screens by the path after /admin/ (ids in paths are positive whole numbers). */
export type AdminScreen =
  | { name: 'dashboard' }
  | { name: 'audit' }
  | { name: 'rates' }
  | { name: 'tariffs' }
  | { name: 'orders' }
  | { name: 'order'; id: number }
  | { name: 'wallets' }
  | { name: 'posts' }
  | { name: 'post'; id?: number }
  | { name: 'support' }
  | { name: 'catalog' }
  | { name: 'link-items' }
  | { name: 'permissions' }
  | { name: 'auctions' }
  | { name: 'transfers' }

const SCREENS: [RegExp, (match: RegExpExecArray) => AdminScreen][] = [
  [/^$/, () => ({ name: 'dashboard' })],
  [/^audit$/, () => ({ name: 'audit' })],
  [/^rates$/, () => ({ name: 'rates' })],
  [/^tariffs$/, () => ({ name: 'tariffs' })],
  [/^orders$/, () => ({ name: 'orders' })],
  [/^orders\/([1-9]\d{0,8})$/, (match) => ({ name: 'order', id: Number(match[1]) })],
  [/^wallets$/, () => ({ name: 'wallets' })],
  [/^posts$/, () => ({ name: 'posts' })],
  [/^posts\/new$/, () => ({ name: 'post' })],
  [/^posts\/([1-9]\d{0,8})$/, (match) => ({ name: 'post', id: Number(match[1]) })],
  [/^support$/, () => ({ name: 'support' })],
  [/^catalog$/, () => ({ name: 'catalog' })],
  [/^link-items$/, () => ({ name: 'link-items' })],
  [/^permissions$/, () => ({ name: 'permissions' })],
  [/^auctions$/, () => ({ name: 'auctions' })],
  [/^transfers$/, () => ({ name: 'transfers' })],
]

export function screenOf(path: string): AdminScreen | null {
  const clean = path.replace(/^\/+|\/+$/g, '')
  for (const [pattern, screen] of SCREENS) {
    const match = pattern.exec(clean)
    if (match) return screen(match)
  }
  return null
}
