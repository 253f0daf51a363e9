import { hashKey, paletteForHue } from './palette'
import { drawPictogram, PICTOGRAM_NAMES, pictogramForCategory, type PictogramName } from './pictograms'

/** Seeded SKUs read "IK-101-007": the middle group is the product's child category. */
const SEEDED_SKU = /^[A-Z]{2}-(\d{3})-\d+$/

const isPictogram = (name: string | undefined): name is PictogramName => (PICTOGRAM_NAMES as string[]).includes(name ?? '')

type ImageKey = { product: string; n: number }

/** "<sku>-<n>": the product part picks colour and drawing, n the view. */
function parseKey(key: string): ImageKey {
  const match = /^(.*)-(\d+)$/.exec(key)
  return match ? { product: match[1], n: Number(match[2]) } : { product: key, n: 1 }
}

/** Market listings' images read "MK-<drawing>-<key>": the mirror names the drawing that suits the goods. */
const MARKET_KEY = /^MK-([A-Za-z]+)-/

/** The drawing the key names ("MK-<drawing>-…" or "<sku>_<drawing>"), else its category's, else one picked by its key. */
export function pictogramFor(product: string): PictogramName {
  const [sku, named] = product.split('_')
  const drawing = MARKET_KEY.exec(product)?.[1] ?? named
  if (isPictogram(drawing)) return drawing
  const category = SEEDED_SKU.exec(sku)?.[1]
  return (category && pictogramForCategory(Number(category))) || PICTOGRAM_NAMES[hashKey(product) % PICTOGRAM_NAMES.length]
}

/** Each view of the same product: front, turned, close-up, pair. */
function placement(n: number, drawing: string): string {
  switch ((n - 1) % 4) {
    case 1:
      return `<g transform="translate(150 87) scale(1.25) rotate(-9 120 300)">${drawing}</g>`
    case 2:
      return `<g transform="translate(114 0) scale(1.55)">${drawing}</g>`
    case 3:
      return `<g transform="translate(60 177) scale(.95)">${drawing}</g><g transform="translate(312 177) scale(.95)">${drawing}</g>`
    default:
      return `<g transform="translate(150 87) scale(1.25)">${drawing}</g>`
  }
}

function decorations(seed: number, accent: string): string {
  const circles = [0, 1, 2].map((index) => {
    const value = (seed >>> (index * 8)) & 0xff
    const cx = 60 + ((value * 7) % 480)
    const cy = 50 + ((value * 13) % 120)
    return `<circle cx="${cx}" cy="${cy}" r="${18 + (value % 40)}" fill="${accent}" opacity=".14"/>`
  })
  return circles.join('')
}

/** A 600 × 600 product illustration; the same key always gives the same picture. */
export function renderProductImage(key: string): string {
  const { product, n } = parseKey(key)
  const seed = hashKey(product)
  const palette = paletteForHue(seed % 360)
  const drawing = drawPictogram(pictogramFor(product), palette)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.backgroundFrom}"/>` +
    `<stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${decorations(seed + n, palette.accent)}` +
    `<ellipse cx="300" cy="462" rx="190" ry="24" fill="${palette.dark}" opacity=".15"/>` +
    `${placement(n, drawing)}</svg>`
  )
}
