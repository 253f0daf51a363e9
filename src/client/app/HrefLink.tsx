import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'

type HrefLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** A left click without a modifier key: the page's own navigation, not "open in a new tab". */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** A link to a URL that comes from data (banners): in-app paths use the router, others open normally. */
export function HrefLink({ href, onClick, ...rest }: HrefLinkProps) {
  const router = useRouter()
  if (!isInternal(href)) return <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest} />
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event)) return
    event.preventDefault()
    router.history.push(href)
  }
  return <a href={href} onClick={navigate} {...rest} />
}
