/** The console's screens by the path after /admin/ (ids in paths are positive whole numbers). */
export type AdminScreen = { name: 'dashboard' } | { name: 'audit' }

const SCREENS: [RegExp, (match: RegExpExecArray) => AdminScreen][] = [
  [/^$/, () => ({ name: 'dashboard' })],
  [/^audit$/, () => ({ name: 'audit' })],
]

export function screenOf(path: string): AdminScreen | null {
  const clean = path.replace(/^\/+|\/+$/g, '')
  for (const [pattern, screen] of SCREENS) {
    const match = pattern.exec(clean)
    if (match) return screen(match)
  }
  return null
}
