import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

/**
 * Sections further down the home page: the browser skips their layout and paint until they come
 * near the viewport (the first paint of a phone screen then costs far less main-thread time).
 */
export const belowTheFold = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const

export const twoBanners = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const bannerLink = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' })

export const promoImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  background: vars.color.border,
})

export const shopBanner = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  background: vars.color.border,
})

export const shopBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  ...belowTheFold,
})

export const shopHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' })

export const logo = style({ borderRadius: vars.radius.md, objectFit: 'contain', background: vars.color.background })

export const shopTitles = style({ flex: 1, minWidth: 0 })

export const shopName = style({ margin: 0, fontSize: vars.font.large })

export const subTitle = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
})

export const productGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})
