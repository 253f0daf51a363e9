import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

// Light text on the dark footer (contrast above 12:1).
const FOOTER_TEXT = '#e6e6e6'

export const footer = style({
  background: vars.color.text,
  color: FOOTER_TEXT,
  marginTop: vars.space.xxl,
  fontSize: vars.font.small,
})

globalStyle(`${footer} a`, { color: '#ffffff' })

export const inner = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: '1.2fr 1.5fr 1fr 1fr' },
  },
})

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const brandName = style({ margin: 0, fontWeight: 700, fontSize: vars.font.large, color: '#ffffff' })

export const tagline = style({ margin: 0, lineHeight: 1.5 })

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const heading = style({ margin: 0, fontSize: vars.font.body, color: '#ffffff' })

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
})

export const guideLinks = style([links, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.md }])

globalStyle(`${links} a`, { display: 'inline-block', padding: '6px 0' })

export const contactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
})

globalStyle(`${contactList} li`, { display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', lineHeight: 1.5 })

export const storeLink = style({ fontWeight: 600 })

export const copyright = style({
  margin: 0,
  padding: vars.space.md,
  textAlign: 'center',
  borderTop: '1px solid rgba(255,255,255,0.15)',
})
