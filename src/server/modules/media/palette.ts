/** Colours for generated images: one hue gives a whole, harmonious palette. */
export type Palette = { main: string; dark: string; light: string; accent: string; backgroundFrom: string; backgroundTo: string }

export function paletteForHue(hue: number): Palette {
  const h = ((Math.round(hue) % 360) + 360) % 360
  const accentHue = (h + 35) % 360
  return {
    main: `hsl(${h} 55% 52%)`,
    dark: `hsl(${h} 50% 30%)`,
    light: `hsl(${h} 80% 97%)`,
    accent: `hsl(${accentHue} 75% 60%)`,
    backgroundFrom: `hsl(${h} 75% 95%)`,
    backgroundTo: `hsl(${h} 55% 83%)`,
  }
}

/** FNV-1a: the same key always gives the same number. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Dark text on light colours, white text on dark ones (WCAG relative luminance of a #rrggbb colour). */
export function textColourOn(hex: string): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return luminance > 0.4 ? '#1a1a1a' : '#ffffff'
}
