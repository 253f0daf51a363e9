import { style } from '@vanilla-extract/css'
import { fieldLabel, mutedNote, outlinedSurface, sectionTitle, stack, stackList } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const reviews = style([stack(vars.space.md), { alignItems: 'flex-start', padding: vars.space.lg }, outlinedSurface])
export const title = style(sectionTitle)
export const subtitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.body })

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  width: '100%',
  '@media': { [media.tablet]: { gridTemplateColumns: '200px minmax(0, 1fr)' } },
})
export const overall = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs })
export const figure = style({ margin: 0, fontSize: '2.5rem', fontWeight: 700, lineHeight: 1, color: vars.color.text })
export const figureMax = style({ fontSize: vars.font.body, color: vars.color.muted, fontWeight: 400 })
export const count = style(mutedNote)

export const bars = style(stackList(vars.space.xs))
export const barRow = style({ display: 'grid', gridTemplateColumns: '4.5em 1fr 3em', alignItems: 'center', gap: vars.space.sm })
export const barLabel = style({ fontSize: vars.font.small, whiteSpace: 'nowrap' })
export const barTrack = style({
  position: 'relative',
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
})
export const barFill = style({ position: 'absolute', inset: 0, right: 'auto', background: '#b26a00' })
export const barCount = style({ fontSize: vars.font.small, color: vars.color.muted, textAlign: 'right' })

export const signInHint = style(mutedNote)

export const list = style([stackList(vars.space.md), { width: '100%' }])
export const review = style([stack(vars.space.xs), { paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` }])
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}` })
export const reviewer = style({ fontWeight: 600 })
export const reviewDate = style({ color: vars.color.muted, fontSize: vars.font.small })
export const comment = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
export const translateLink = style({
  alignSelf: 'flex-start',
  minHeight: 32,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.info,
  font: 'inherit',
  fontSize: vars.font.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, cursor: 'progress' } },
})
export const translateNote = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small, fontStyle: 'italic' })

export const form = style(stack(vars.space.sm))
export const label = style(fieldLabel)
const field = {
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
} as const
export const select = style({ ...field, minHeight: 44 })
export const textarea = style({ ...field, resize: 'vertical', selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } } })
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.small })
