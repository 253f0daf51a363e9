import { style } from '@vanilla-extract/css'
import { columnsGrid, fullWidthImage, stack } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'

export const page = style(stack(vars.space.xl))

export const hiddenHeading = visuallyHidden

export const hero = style(columnsGrid(vars.space.sm, 1, undefined, 'minmax(0, 2fr) minmax(0, 1fr)'))

export const secondary = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: '1fr 1fr' } },
})

export const secondaryLink = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' })

export const secondaryImage = style([fullWidthImage('3 / 1'), { height: '100%', background: vars.color.border }])

export const error = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })
