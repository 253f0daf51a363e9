import sanitizeHtml from 'sanitize-html'

/**
 * What staff may write as HTML (post content, product descriptions): text structure, links, images and tables. Anything
 * else (scripts, frames, forms, styles, event handlers, unknown attributes) is dropped on write,
 * so the stored HTML can be rendered as is.
 */
const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Content of these is dropped with the tag, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  // Transforms run before the attribute allow-list: they rebuild the attributes from scratch.
  transformTags: {
    // External links open apart from the app and never get a reference to its window.
    a: (tagName, { href, title }) => {
      const external = /^https?:/i.test(href ?? '')
      const link = { ...(href ? { href } : {}), ...(title ? { title } : {}) }
      return { tagName, attribs: external ? { ...link, target: '_blank', rel: 'noopener noreferrer nofollow' } : link }
    },
    img: (tagName, { src, alt, title, width, height }) => ({
      tagName,
      attribs: { ...definedOnly({ src, alt, title, width, height }), loading: 'lazy' },
    }),
  },
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

/** A post's content: sanitised HTML, safe to render as is. */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, CONTENT_OPTIONS).trim()
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: CONTENT_OPTIONS.nonTextTags,
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/**
 * A description: every tag removed and the text un-escaped again, so it is stored as plain text
 * (the client renders it as text, which escapes it). Runs of white space become one space.
 */
export function toPlainText(html: string): string {
  const escaped = sanitizeHtml(html.replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, ' '), TEXT_OPTIONS)
  return escaped
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity])
    .replace(/\s+/g, ' ')
    .trim()
}
