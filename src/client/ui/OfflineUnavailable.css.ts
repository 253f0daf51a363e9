import { style } from '@vanilla-extract/css'
import { clusterList, outlineLink, sectionTitle, stack } from './styles'
import { vars } from './tokens.css'

export const panel = style([
  stack(vars.space.sm),
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.warningSoft,
    color: vars.color.warningSoftText,
  },
])

export const title = style(sectionTitle)

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight })

export const links = style(clusterList(vars.space.sm))

export const link = style(outlineLink(vars.color.warningSoftText, vars.space.lg))
