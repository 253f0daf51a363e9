import { style } from '@vanilla-extract/css'
import { columnsGrid, fullWidthImage, mutedNote, outlineLink, sectionTitle, stack } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

/**
 * Sections further down the home page: the browser skips their layout and paint until they come
 * near the viewport (the first paint of a phone screen then costs far less main-thread time).
 */
export const belowTheFold = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const

export const twoBanners = style(columnsGrid(vars.space.sm, 1, 2))

export const bannerLink = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' })

const banner = { ...fullWidthImage('3 / 1'), background: vars.color.border }

export const promoImage = style(banner)

export const shopBanner = style(banner)

export const shopBlock = style([
  stack(vars.space.md),
  { padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.lg },
  belowTheFold,
])

export const shopHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' })

export const logo = style({ borderRadius: vars.radius.md, objectFit: 'contain', background: vars.color.background })

export const shopTitles = style({ flex: 1, minWidth: 0 })

export const shopName = style(sectionTitle)

export const subTitle = style(mutedNote)

export const action = style(outlineLink(vars.color.primary, vars.space.md))

export const productGrid = style(columnsGrid(vars.space.sm, 2, 3, 5))
