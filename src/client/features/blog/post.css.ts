import { globalStyle, style } from '@vanilla-extract/css'
import {
  pillShape,
  backLink,
  cardSurface,
  columnsGrid,
  clusterList,
  fullWidthImage,
  plainList,
  sectionTitle,
  stack,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const article = style([stack(vars.space.lg), { maxWidth: 820, margin: '0 auto', width: '100%' }])

export const back = style(backLink)

export const cover = style([fullWidthImage('1200 / 630'), { borderRadius: vars.radius.md, background: vars.color.skeleton }])

export const title = style({ margin: 0, fontSize: vars.font.title, lineHeight: 1.3, '@media': { [media.tablet]: { fontSize: '2rem' } } })

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
})

export const tags = style(clusterList(vars.space.sm))

export const tag = style({
  ...pillShape(32, vars.space.md),
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontSize: vars.font.small,
  fontWeight: 600,
  textDecoration: 'none',
})

export const lead = style({ margin: 0, fontSize: vars.font.large, lineHeight: 1.5, color: vars.color.text })

/** The staff-written HTML (sanitised on the server). */
export const content = style({ fontSize: vars.font.body, lineHeight: 1.7, overflowWrap: 'anywhere' })
globalStyle(`${content} h2`, { fontSize: vars.font.large, margin: `${vars.space.xl} 0 ${vars.space.sm}` })
globalStyle(`${content} h3, ${content} h4`, { fontSize: vars.font.body, margin: `${vars.space.lg} 0 ${vars.space.xs}` })
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} table, ${content} blockquote`, { margin: `0 0 ${vars.space.md}` })
globalStyle(`${content} li`, { marginBottom: vars.space.xs })
globalStyle(`${content} a`, { color: vars.color.primary })
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm })
globalStyle(`${content} table`, { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' })
globalStyle(`${content} th, ${content} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
})
globalStyle(`${content} th`, { background: vars.color.background })
globalStyle(`${content} blockquote`, { borderLeft: `4px solid ${vars.color.border}`, paddingLeft: vars.space.md, color: vars.color.muted })

export const share = style([
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: vars.space.md },
  cardSurface,
])

export const shareLabel = style({ fontWeight: 600 })

export const shareUrl = style({
  flex: '1 1 200px',
  minWidth: 0,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: vars.font.small,
  color: vars.color.muted,
  background: vars.color.background,
})

export const suggestions = style(stack(vars.space.md))

export const suggestionsTitle = style(sectionTitle)

export const suggestionGrid = style([plainList, columnsGrid(vars.space.md, 2, undefined, 4)])
