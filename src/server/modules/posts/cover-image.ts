/**
 * Blog covers drawn on the server: a 1200 × 630 SVG per cover key, deterministic and text-free
 * (the title is on the page, in the reader's language). Staff uploads would be files; the demo
 * posts use these so every cover is served locally and works offline once seen.
 */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

type Motif = 'plane' | 'ship' | 'parcel' | 'yen' | 'sakura' | 'gavel' | 'calendar' | 'shield' | 'bag' | 'bottle'

const MOTIFS: Record<Motif, (ink: string, paper: string) => string> = {
  plane: (ink, paper) =>
    `<path d="M-150 10 L120 -20 Q170 -25 175 0 Q170 25 120 20 L-150 -10 Z" fill="${paper}"/>` +
    `<path d="M10 -14 L-60 -130 L-20 -130 L70 -16 Z M10 14 L-60 130 L-20 130 L70 16 Z" fill="${paper}"/>` +
    `<path d="M-130 -6 L-165 -70 L-140 -70 L-100 -8 Z M-130 6 L-165 70 L-140 70 L-100 8 Z" fill="${paper}"/>` +
    `<circle cx="130" cy="0" r="9" fill="${ink}"/>`,
  ship: (ink, paper) =>
    `<path d="M-180 20 L180 20 L140 90 L-150 90 Z" fill="${paper}"/>` +
    `<rect x="-140" y="-40" width="70" height="58" fill="${ink}" opacity=".85"/><rect x="-62" y="-40" width="70" height="58" fill="${paper}"/>` +
    `<rect x="16" y="-40" width="70" height="58" fill="${ink}" opacity=".6"/><rect x="-100" y="-98" width="70" height="56" fill="${paper}"/>` +
    `<rect x="-22" y="-98" width="70" height="56" fill="${ink}" opacity=".7"/><rect x="100" y="-70" width="50" height="88" fill="${paper}"/>` +
    `<path d="M-220 120 Q-180 100 -140 120 T-60 120 T20 120 T100 120 T180 120 T260 120" stroke="${paper}" stroke-width="8" fill="none"/>`,
  parcel: (ink, paper) =>
    `<path d="M0 -130 L150 -60 L150 100 L0 170 L-150 100 L-150 -60 Z" fill="${paper}"/>` +
    `<path d="M0 -130 L150 -60 L0 10 L-150 -60 Z" fill="${ink}" opacity=".25"/>` +
    `<path d="M0 10 L0 170" stroke="${ink}" stroke-width="6" opacity=".5"/>` +
    `<path d="M-75 -95 L75 -25 L75 30" stroke="${ink}" stroke-width="22" fill="none" opacity=".55"/>`,
  yen: (ink, paper) =>
    `<circle r="150" fill="${paper}"/><circle r="122" fill="none" stroke="${ink}" stroke-width="8" opacity=".35"/>` +
    `<path d="M-60 -80 L0 0 L60 -80 M0 0 L0 90 M-50 10 L50 10 M-50 45 L50 45" stroke="${ink}" stroke-width="18" stroke-linecap="round" fill="none"/>`,
  sakura: (ink, paper) =>
    [0, 72, 144, 216, 288]
      .map((angle) => `<ellipse cx="0" cy="-78" rx="52" ry="80" transform="rotate(${angle})" fill="${paper}"/>`)
      .join('') + `<circle r="34" fill="${ink}" opacity=".55"/>`,
  gavel: (ink, paper) =>
    `<g transform="rotate(-35)"><rect x="-110" y="-60" width="190" height="80" rx="14" fill="${paper}"/>` +
    `<rect x="-22" y="20" width="26" height="190" rx="10" fill="${paper}"/><rect x="-110" y="-60" width="34" height="80" fill="${ink}" opacity=".4"/></g>` +
    `<rect x="-40" y="120" width="200" height="36" rx="10" fill="${paper}"/>`,
  calendar: (ink, paper) =>
    `<rect x="-150" y="-120" width="300" height="260" rx="20" fill="${paper}"/><rect x="-150" y="-120" width="300" height="60" rx="20" fill="${ink}" opacity=".7"/>` +
    [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3, 4].map(
          (column) =>
            `<rect x="${-125 + column * 52}" y="${-40 + row * 42}" width="36" height="28" rx="6" fill="${ink}" opacity="${row === 2 && column === 3 ? 0.9 : 0.18}"/>`,
        ),
      )
      .join(''),
  shield: (ink, paper) =>
    `<path d="M0 -150 L130 -100 Q130 90 0 160 Q-130 90 -130 -100 Z" fill="${paper}"/>` +
    `<path d="M-55 5 L-12 50 L65 -45" stroke="${ink}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  bag: (ink, paper) =>
    `<path d="M-60 -60 Q-60 -150 0 -150 Q60 -150 60 -60" stroke="${paper}" stroke-width="20" fill="none"/>` +
    `<path d="M-140 -70 L140 -70 L120 160 L-120 160 Z" fill="${paper}"/><circle r="36" cy="40" fill="${ink}" opacity=".5"/>`,
  bottle: (ink, paper) =>
    `<rect x="-34" y="-160" width="68" height="50" rx="10" fill="${ink}" opacity=".7"/><rect x="-90" y="-110" width="180" height="270" rx="40" fill="${paper}"/>` +
    `<rect x="-60" y="-20" width="120" height="90" rx="10" fill="${ink}" opacity=".25"/>`,
}

type CoverDefinition = { hue: number; motif: Motif; companion: Motif }

/** The covers of the demo posts, by key. */
export const POST_COVERS: Record<string, CoverDefinition> = {
  'air-vs-sea': { hue: 205, motif: 'plane', companion: 'ship' },
  'first-order': { hue: 4, motif: 'bag', companion: 'parcel' },
  'exchange-rate': { hue: 140, motif: 'yen', companion: 'calendar' },
  'banned-goods': { hue: 28, motif: 'shield', companion: 'parcel' },
  'japanese-cosmetics': { hue: 330, motif: 'bottle', companion: 'sakura' },
  'yahoo-auction': { hue: 265, motif: 'gavel', companion: 'yen' },
  'mercari-tips': { hue: 350, motif: 'bag', companion: 'shield' },
  'sale-calendar': { hue: 45, motif: 'calendar', companion: 'bag' },
  'warehouse-tour': { hue: 190, motif: 'parcel', companion: 'plane' },
  'tet-shipping': { hue: 0, motif: 'sakura', companion: 'ship' },
  'customs-tax': { hue: 100, motif: 'shield', companion: 'yen' },
  'baby-goods': { hue: 175, motif: 'bottle', companion: 'parcel' },
  'new-warehouse': { hue: 220, motif: 'parcel', companion: 'ship' },
}

/** FNV-1a, so an unknown key still gets stable colours. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

function definitionOf(key: string): CoverDefinition {
  const known = POST_COVERS[key] as CoverDefinition | undefined
  if (known) return known
  const names = Object.keys(MOTIFS) as Motif[]
  const hash = hashOf(key)
  return { hue: hash % 360, motif: names[hash % names.length], companion: names[(hash >>> 8) % names.length] }
}

/** A dotted flight path from Japan (right) to Vietnam (left) behind the motifs. */
function route(paper: string): string {
  return (
    `<path d="M1040 150 Q700 40 380 300" stroke="${paper}" stroke-width="6" stroke-dasharray="4 18" stroke-linecap="round" fill="none" opacity=".7"/>` +
    `<circle cx="1040" cy="150" r="14" fill="${paper}"/><circle cx="380" cy="300" r="14" fill="${paper}"/>`
  )
}

export function renderPostCover(key: string): string {
  const { hue, motif, companion } = definitionOf(key)
  const deep = `hsl(${hue} 55% 36%)`
  const bright = `hsl(${(hue + 30) % 360} 65% 56%)`
  const paper = `hsl(${hue} 80% 97%)`
  const ink = `hsl(${hue} 50% 28%)`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${bright}"/></linearGradient></defs>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>` +
    `<circle cx="1100" cy="560" r="260" fill="${paper}" opacity=".08"/><circle cx="120" cy="60" r="200" fill="${paper}" opacity=".07"/>` +
    route(paper) +
    `<circle cx="760" cy="330" r="210" fill="${paper}" opacity=".16"/>` +
    `<g transform="translate(760 330)">${MOTIFS[motif](ink, paper)}</g>` +
    `<g transform="translate(300 430) scale(.55)" opacity=".9">${MOTIFS[companion](ink, paper)}</g>` +
    `</svg>`
  )
}

export function postCoverUrl(key: string): string {
  return `/media/blog/${encodeURIComponent(key)}.svg`
}
