import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  zIndex: 20,
  // On phones a sticky header would eat a quarter of the screen.
  '@media': { [media.tablet]: { position: 'sticky', top: 0 } },
})

export const topBar = style({ background: vars.color.primary, color: vars.color.primaryText })

export const topBarInner = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.small,
})

export const rate = style({ margin: 0, fontWeight: 600, whiteSpace: 'nowrap' })

export const hotline = style({
  margin: 0,
  marginLeft: 'auto',
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { display: 'block' } },
})

globalStyle(`${hotline} a`, { color: 'inherit', fontWeight: 600 })

export const mainBar = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      gap: vars.space.lg,
    },
  },
})

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 44,
  minWidth: 0,
})

export const logoText = style({
  fontWeight: 700,
  fontSize: '1.05rem',
  color: vars.color.primary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [media.tablet]: { fontSize: vars.font.large } },
})

export const search = style({ gridArea: 'search', minWidth: 0 })

export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 2 })
