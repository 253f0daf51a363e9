import { z } from 'zod'

/** The Content-Security-Policy directives a deployment may add sources to (CSP_EXTRA_SOURCES). */
export const EXTENDABLE_DIRECTIVES = ['connect-src', 'font-src', 'frame-src', 'img-src', 'media-src', 'script-src', 'style-src'] as const
export type ExtendableDirective = (typeof EXTENDABLE_DIRECTIVES)[number]
export type ExtraSources = Record<ExtendableDirective, string[]>

/**
 * A scheme (`https:`) or a host with optional scheme, port and path (`https://*.example.com:8443/x`).
 * Keywords ('unsafe-inline', nonces, hashes) are refused: the policy's own rules stay as they are.
 */
const SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i

/** "connect-src https://a.example https://b.example; frame-src https://c.example" → sources per directive. */
export const extraSourcesSchema = z
  .string()
  .default('')
  .transform((text, context): ExtraSources => {
    const sources = Object.fromEntries(EXTENDABLE_DIRECTIVES.map((directive) => [directive, [] as string[]])) as ExtraSources
    for (const part of text.split(';')) {
      const [name, ...values] = part.trim().split(/\s+/)
      if (!name) continue
      if (!(EXTENDABLE_DIRECTIVES as readonly string[]).includes(name)) {
        context.addIssue({ code: 'custom', message: `${name} is not one of ${EXTENDABLE_DIRECTIVES.join(', ')}` })
        continue
      }
      const invalid = values.filter((value) => !SOURCE.test(value))
      if (invalid.length > 0 || values.length === 0) {
        context.addIssue({ code: 'custom', message: `${name} needs host or scheme sources, not ${invalid.join(' ') || 'nothing'}` })
        continue
      }
      sources[name as ExtendableDirective].push(...values)
    }
    return sources
  })
