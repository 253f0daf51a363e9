import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

/** The console header's search: phone first (a full-width field, results as a list of large links below). */
export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })

export const bar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const controls = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', minWidth: 0 })

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })

export const groups = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const groupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.small, fontWeight: 700, color: vars.color.muted })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const hit = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 44,
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { background: vars.color.background },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const hitLabel = style({ fontWeight: 600 })

export const hitDetail = style({ color: vars.color.muted, fontSize: vars.font.small })
