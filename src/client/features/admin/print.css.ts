import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

/**
 * A print sheet (packing list, box label): on screen a full-window layer over the console with its own
 * Print and Close buttons; on paper only the sheet — the console's chrome (header, menu, the page under
 * the layer) and the sheet's own buttons are hidden by @media print.
 */
export const layer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  overflow: 'auto',
  background: '#fff',
  color: '#000',
  padding: vars.space.md,
})

export const toolbar = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginBottom: vars.space.md })

export const sheet = style({ maxWidth: '190mm', margin: '0 auto', display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const label = style({
  width: '100mm',
  maxWidth: '100%',
  border: '1px solid #000',
  padding: '4mm',
  display: 'flex',
  flexDirection: 'column',
  gap: '2mm',
})

export const code = style({ fontFamily: 'monospace', fontSize: '1.25rem', fontWeight: 700, textAlign: 'center', letterSpacing: '0.1em' })

export const barcode = style({ width: '100%', height: '22mm' })

export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th, ${table} td`, { border: '1px solid #000', padding: '1.5mm', textAlign: 'left', verticalAlign: 'top' })

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '1mm 4mm', margin: 0 })
globalStyle(`${facts} dt`, { fontWeight: 700 })
globalStyle(`${facts} dd`, { margin: 0 })

/** Marks the body while a sheet is open: on paper, everything but the sheet's layer is hidden. */
export const printing = style({})
globalStyle(`${printing} > *:not(${layer})`, { '@media': { print: { display: 'none' } } })
globalStyle(`${layer}`, { '@media': { print: { position: 'static', padding: 0, overflow: 'visible' } } })
globalStyle(`${toolbar}`, { '@media': { print: { display: 'none' } } })
