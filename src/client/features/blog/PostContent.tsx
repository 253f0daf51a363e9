import type { MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import * as styles from './post.css'

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A post's HTML. The server sanitises it on write against an allow-list (no scripts, handlers,
 * styles or javascript: links), which is what makes rendering it as HTML safe here. Links to
 * our own pages navigate inside the app.
 */
export function PostContent({ html }: { html: string }) {
  const router = useRouter()
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a')
    const href = anchor?.getAttribute('href')
    if (!href || !href.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return
    event.preventDefault()
    router.history.push(href)
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised by the server on write (src/server/content/sanitize-html.ts)
    <div className={styles.content} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} data-testid="post-content" />
  )
}
