import type { Locale } from '@shared/i18n/locales'
import { BANNERS, type BannerDefinition, type BannerText } from './banners'
import { escapeXml } from './escape-xml'
import { hashKey, paletteForHue, type Palette } from './palette'
import { drawPictogram, PICTOGRAM_NAMES, type PictogramName } from './pictograms'

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif"`

function background(palette: Palette, hue: number): string {
  const deep = `hsl(${hue} 55% 38%)`
  const bright = `hsl(${(hue + 25) % 360} 65% 55%)`
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/>` +
    `<stop offset="1" stop-color="${bright}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#bg)"/>` +
    `<circle cx="1080" cy="40" r="180" fill="${palette.light}" opacity=".08"/><circle cx="640" cy="420" r="140" fill="${palette.light}" opacity=".07"/>` +
    `<circle cx="966" cy="200" r="150" fill="${palette.light}" opacity=".92"/>`
  )
}

/** Three goods on the light disc at the right. */
function stage(names: PictogramName[], palette: Palette): string {
  const [left, centre, right] = names.map((name) => drawPictogram(name, palette))
  return (
    `<g transform="translate(806 150) scale(.55)">${left}</g>` +
    `<g transform="translate(1000 150) scale(.55)">${right}</g>` +
    `<g transform="translate(870 50) scale(.8)">${centre}</g>`
  )
}

/** Width of a text in Latin-letter widths: Japanese characters are about twice as wide. */
function widthUnits(text: string): number {
  return [...text].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 1.9 : 1), 0)
}

function text(words: BannerText): string {
  const titleTop = words.title.length > 1 ? 150 : 180
  const title = words.title
    .map(
      (line, index) => `<text x="80" y="${titleTop + index * 64}" font-size="56" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')
  const subtitleY = titleTop + (words.title.length - 1) * 64 + 50
  return (
    `<g ${FONT}><rect x="80" y="${titleTop - 100}" width="${Math.round(40 + widthUnits(words.tag) * 15)}" height="40" rx="20" fill="#fff" opacity=".2"/>` +
    `<text x="100" y="${titleTop - 72}" font-size="22" font-weight="600" fill="#fff">${escapeXml(words.tag)}</text>${title}` +
    `<text x="80" y="${subtitleY}" font-size="24" fill="#fff" opacity=".92">${escapeXml(words.subtitle)}</text>` +
    `<rect x="80" y="${subtitleY + 30}" width="${Math.round(72 + widthUnits(words.cta) * 13)}" height="50" rx="25" fill="#fff"/>` +
    `<text x="116" y="${subtitleY + 63}" font-size="22" font-weight="700" fill="#1a1a1a">${escapeXml(words.cta)}</text></g>`
  )
}

/** Keys not in BANNERS get a plain, text-free banner in colours derived from the key. */
function genericDefinition(key: string): { hue: number; pictograms: PictogramName[] } {
  const seed = hashKey(key)
  const pick = (shift: number) => PICTOGRAM_NAMES[(seed >>> shift) % PICTOGRAM_NAMES.length]
  return { hue: seed % 360, pictograms: [pick(0), pick(8), pick(16)] }
}

/** A 1200 × 400 promotional banner with its words in `locale`. */
export function renderBanner(key: string, locale: Locale): string {
  const definition = BANNERS[key] as BannerDefinition | undefined
  const { hue, pictograms } = definition ?? genericDefinition(key)
  const palette = paletteForHue(hue)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" lang="${locale}">` +
    `${background(palette, hue)}${stage(pictograms, palette)}${definition ? text(definition.text[locale]) : ''}</svg>`
  )
}
