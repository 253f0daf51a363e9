import { globalStyle, style } from '@vanilla-extract/css'
import {
  cardSurface,
  menuLink as menuLinkBase,
  sectionTitle as sectionHeading,
  sideMenuList,
  sidebarLayout,
  stack,
  stackList,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const layout = style(sidebarLayout('260px'))

export const menu = style([
  cardSurface,
  { padding: vars.space.md, '@media': { [media.desktop]: { position: 'sticky', top: vars.space.lg } } },
])

export const menuTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.body })

// Phones: one scrolling row of chips; desktop: a column with the current page's sections.
export const menuList = style(sideMenuList)

export const menuLink = style([
  menuLinkBase(44, vars.space.md),
  {
    borderRadius: vars.radius.sm,
    whiteSpace: 'nowrap',
    border: `1px solid ${vars.color.border}`,
    '@media': { [media.desktop]: { border: 'none', whiteSpace: 'normal' } },
    selectors: {
      '&:hover': { background: vars.color.background },
      '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText, fontWeight: 600 },
    },
  },
])

export const sectionLinks = style({
  display: 'none',
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 ${vars.space.sm}`,
  padding: `0 0 0 ${vars.space.lg}`,
  '@media': { [media.desktop]: { display: 'block' } },
})

export const sectionLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  color: vars.color.muted,
  fontSize: vars.font.small,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
})

export const article = style([
  stack(vars.space.lg),
  { minWidth: 0 },
  cardSurface,
  { padding: vars.space.lg, lineHeight: 1.65, '@media': { [media.tablet]: { padding: vars.space.xl } } },
])

export const title = style({ margin: 0, fontSize: vars.font.title, lineHeight: 1.3 })

export const summary = style({ margin: 0, fontSize: vars.font.large, color: vars.color.muted, lineHeight: 1.5 })

export const updated = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted })

export const section = style([stack(vars.space.md), { scrollMarginTop: vars.space.xl }])

export const sectionTitle = style(sectionHeading)

export const paragraph = style({ margin: 0 })

export const list = style({ margin: 0, paddingLeft: vars.space.xl })
globalStyle(`${list} > li`, { marginBottom: vars.space.xs })

export const steps = style([stackList(vars.space.md), { counterReset: 'step' }])

export const step = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
})

export const stepNumber = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: vars.font.large,
})

export const stepTitle = style({ margin: 0, fontSize: vars.font.body })

export const tableWrap = style({ overflowX: 'auto' })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.small })
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
})
globalStyle(`${table} th`, { background: vars.color.background })
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, marginBottom: vars.space.sm })

export const faq = style(stack(vars.space.sm))

export const faqItem = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `0 ${vars.space.md}` })

export const faqQuestion = style({
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  fontWeight: 600,
  padding: `${vars.space.sm} 0`,
})

export const faqAnswer = style({ margin: `0 0 ${vars.space.md}` })

export const callout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
})

export const calloutText = style({ margin: 0, flex: '1 1 240px' })

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

export const rate = style({ margin: 0, fontWeight: 700, fontSize: vars.font.large })
