import { keyframes, style, styleVariants } from '@vanilla-extract/css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  verticalAlign: 'middle',
})

export const size = styleVariants({
  sm: { width: 14, height: 14 },
  md: { width: 20, height: 20 },
  lg: { width: 32, height: 32, borderWidth: 3 },
})

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' })
