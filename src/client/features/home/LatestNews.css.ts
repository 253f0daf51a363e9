import { belowTheFold } from './HomeSections.css'
import { style } from '@vanilla-extract/css'
import { cardSurface, columnsGrid, fullWidthImage, lineClamp, mutedNote, plainList, sectionTitle, stack } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const section = style([stack(vars.space.md), belowTheFold])

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })

export const heading = style(sectionTitle)

export const more = style({ color: vars.color.primary, fontWeight: 600, padding: '12px 0' })

export const grid = style([plainList, columnsGrid(vars.space.md, '1fr', 'repeat(2, 1fr)', 'repeat(4, 1fr)')])

export const item = style([stack(vars.space.xs), { padding: vars.space.sm }, cardSurface])

export const link = style({ color: vars.color.text, textDecoration: 'none' })

export const cover = style([fullWidthImage('16 / 9'), { borderRadius: vars.radius.sm, background: vars.color.border }])

export const title = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.body })

export const date = style(mutedNote)

export const description = style([{ margin: 0, fontSize: vars.font.small }, lineClamp(3)])
