import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const title = style({ margin: 0, fontSize: vars.font.title })
export const intro = style({ margin: 0, color: vars.color.muted })
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
})
export const card = style({ padding: vars.space.lg })
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 })
export const term = style({ color: vars.color.muted, fontSize: vars.font.small, marginTop: vars.space.sm })
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
export const strong = style({ fontWeight: 700, fontSize: vars.font.large })
export const amount = style({ fontWeight: 700, fontSize: vars.font.large, color: vars.color.primary, whiteSpace: 'nowrap' })
export const example = style({ color: vars.color.muted, fontStyle: 'italic' })
export const accountLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })
export const qrCard = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
})
export const qrTitle = style({ margin: 0, fontSize: vars.font.large })
export const qr = style({ display: 'block', maxWidth: '100%', height: 'auto', imageRendering: 'pixelated', background: '#fff' })
export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })
export const orders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const orderRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
})

// The checkout's total is a term and its amount (<dl>): no browser indent.
globalStyle(`${orderRow} > dd`, { margin: 0 })
