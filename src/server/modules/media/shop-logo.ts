import type { ShopEntry } from '@shared/shops/registry'
import { escapeXml } from './escape-xml'
import { textColourOn } from './palette'

const MAX_TEXT_WIDTH = 170
const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif"`

/** Long names go on two lines ("Yahoo / Shopping"); the font shrinks with the longest line. */
function nameLines(name: string): string[] {
  const words = name.split(' ')
  return name.length > 9 && words.length > 1 ? [words.slice(0, -1).join(' '), words[words.length - 1]] : [name]
}

/** Squeezes a line that would be wider than the logo (bold glyphs are about 0.66 em wide). */
function fitWidth(line: string, fontSize: number): string {
  return line.length * fontSize * 0.66 > MAX_TEXT_WIDTH ? ` textLength="${MAX_TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : ''
}

/** A square logo: the shop's colour and name. */
export function renderShopLogo(shop: ShopEntry): string {
  const lines = nameLines(shop.name)
  const longest = Math.max(...lines.map((line) => line.length))
  const fontSize = Math.min(60, Math.floor(280 / Math.max(longest, 3)))
  const firstBaseline = 100 + fontSize * 0.35 - ((lines.length - 1) * fontSize * 1.1) / 2
  const ink = textColourOn(shop.colour)
  const text = lines
    .map(
      (line, index) =>
        `<text x="100" y="${Math.round(firstBaseline + index * fontSize * 1.1)}" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="${ink}"${fitWidth(line, fontSize)}>${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" rx="40" fill="${escapeXml(shop.colour)}"/>` +
    `<circle cx="168" cy="32" r="60" fill="${ink}" opacity=".08"/><g ${FONT}>${text}</g></svg>`
  )
}
