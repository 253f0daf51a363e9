import { globalStyle } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
})

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family,
  fontSize: vars.font.body,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  overflowWrap: 'break-word',
})

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 })

globalStyle('img, svg, video, canvas, picture', { display: 'block', maxWidth: '100%' })

globalStyle('img', { height: 'auto' })

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' })

globalStyle('button', { cursor: 'pointer' })

globalStyle('button:disabled', { cursor: 'not-allowed' })

globalStyle('a', { color: vars.color.secondary })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
})

globalStyle(':focus:not(:focus-visible)', { outline: 'none' })

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
