import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

/** Styles shared by the console's screens: phone first (a table becomes stacked rows below the tablet width). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const muted = style({ color: vars.color.muted, fontSize: vars.font.small })

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  alignItems: 'end',
})

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.small })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: 600 })
/*
 * On a phone each row is a card and each cell carries its column's name (data-label) beside the value;
 * the header row stays for screen readers (hidden from view only), so it is still a table to them.
 */
const phone = 'screen and (max-width: 767px)'
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: { position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
})
globalStyle(`${table}, ${table} tbody`, { '@media': { [phone]: { display: 'block' } } })
globalStyle(`${table} tr`, {
  '@media': {
    [phone]: {
      display: 'block',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      marginBottom: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
})
globalStyle(`${table} td`, {
  '@media': { [phone]: { display: 'block', border: 'none', padding: `${vars.space.xxs} 0`, textAlign: 'left', whiteSpace: 'normal' } },
})
globalStyle(`${table} td[data-label]`, {
  '@media': { [phone]: { display: 'flex', gap: vars.space.sm, alignItems: 'baseline', overflowWrap: 'anywhere' } },
})
globalStyle(`${table} td[data-label]::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', flex: '0 0 40%', color: vars.color.muted, fontWeight: 600 } },
})

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const facts = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.md}`,
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  margin: 0,
})
globalStyle(`${facts} dt`, { color: vars.color.muted })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const changes = style({ margin: 0, padding: 0, listStyle: 'none', overflowWrap: 'anywhere' })

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const count = style({ margin: 0, fontSize: vars.font.title, fontWeight: 700 })

export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 44,
})

export const textBlock = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const thumbnail = style({
  width: 120,
  height: 120,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.small,
  background: vars.color.infoSoft,
  color: vars.color.infoSoftText,
})

export const badgeDone = style({ background: vars.color.successSoft, color: vars.color.successSoftText })

export const tabs = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })

/** An upload under way (the statement import): the width of the form. */
export const progress = style({ width: '100%', height: '0.75rem' })
