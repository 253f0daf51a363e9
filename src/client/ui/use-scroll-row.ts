import { useEffect, type RefObject } from 'react'

/**
 * For a row styled with scroll-row.css: brings the active entry (aria-current="page") into view
 * whenever `active` changes — on a phone the current tab is never left scrolled out of sight.
 */
export function useScrollRow(row: RefObject<HTMLElement | null>, active: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the active entry changes (its DOM is read, not `active`)
  useEffect(() => {
    const list = row.current
    if (!list) return
    const current = list.querySelector<HTMLElement>('[aria-current="page"]')
    if (current) {
      const box = list.getBoundingClientRect()
      const item = current.getBoundingClientRect()
      if (item.left < box.left || item.right > box.right) list.scrollLeft += item.left - box.left - (box.width - item.width) / 2
    }
  }, [row, active])
}
