import { createGlobalTheme } from '@vanilla-extract/css'

/**
 * Design tokens as CSS custom properties on :root. Colour pairs (x / xText, xSoft / xSoftText)
 * meet WCAG AA contrast (≥ 4.5:1) for body text.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#c62828',
    primaryDark: '#8e0000',
    primaryText: '#ffffff',
    primarySoft: '#fdecea',
    secondary: '#1d4e89',
    secondaryDark: '#133a68',
    secondaryText: '#ffffff',
    info: '#0b62a4',
    infoText: '#ffffff',
    infoSoft: '#e7f1fb',
    infoSoftText: '#08457a',
    success: '#1a7f37',
    successText: '#ffffff',
    successSoft: '#e6f4ea',
    successSoftText: '#145c2a',
    warning: '#b54708',
    warningText: '#ffffff',
    warningSoft: '#fff4e5',
    warningSoftText: '#7a2e0e',
    danger: '#b42318',
    dangerDark: '#8a1c12',
    dangerText: '#ffffff',
    dangerSoft: '#fdecea',
    dangerSoftText: '#8a1c12',
    accent: '#ffd54f',
    text: '#1f2328',
    muted: '#57606a',
    border: '#d0d7de',
    surface: '#ffffff',
    background: '#f6f7f9',
    skeleton: '#e4e7eb',
    skeletonShine: '#f2f4f6',
    overlay: 'rgba(15, 18, 22, 0.55)',
    focus: '#1a73e8',
    footer: '#1f2328',
    footerText: '#e6e6e6',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    xsmall: '0.75rem',
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    title: '1.5rem',
    lineHeight: '1.5',
  },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.12)',
    popover: '0 8px 24px rgba(0, 0, 0, 0.16)',
    modal: '0 16px 48px rgba(0, 0, 0, 0.24)',
  },
  layer: { header: '100', toast: '1000', overlay: '900', modal: '910' },
  contentWidth: '1200px',
})

/** Breakpoints (phone first: styles target 360–412 px, these widen the layout). */
export const breakpoints = { tablet: 768, desktop: 1024 } as const

/** Media queries for vanilla-extract `@media` blocks (custom properties cannot be used there). */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
