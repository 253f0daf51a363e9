import type { Database } from '@server/db/client'
import { ecoringCategories, ecoringLots } from '@server/modules/auctions'
import { marketImageUrl } from '@server/modules/media'
import { createRandom, hashString } from './random'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const CATEGORIES = [
  { id: 'bags', vi: 'Túi xách', en: 'Bags', ja: 'バッグ', pictogram: 'bag' },
  { id: 'watches', vi: 'Đồng hồ', en: 'Watches', ja: '時計', pictogram: 'watch' },
  { id: 'shoes', vi: 'Giày', en: 'Shoes', ja: 'シューズ', pictogram: 'shoe' },
  { id: 'apparel', vi: 'Quần áo', en: 'Apparel', ja: 'アパレル', pictogram: 'shirt' },
  { id: 'cameras', vi: 'Máy ảnh', en: 'Cameras', ja: 'カメラ', pictogram: 'camera' },
] as const

const BRANDS = ['LOUIS VUITTON', 'HERMES', 'CHANEL', 'ROLEX', 'OMEGA', 'GUCCI', 'PRADA', 'Canon', 'Nikon', 'NIKE']
const RANKS = ['N', 'S', 'SA', 'A', 'AB', 'B', 'C']
const NAMES: Record<(typeof CATEGORIES)[number]['id'], string[]> = {
  bags: ['モノグラム ショルダーバッグ', 'レザー トートバッグ', 'キャンバス ハンドバッグ'],
  watches: ['自動巻き 腕時計 SS', 'クロノグラフ メンズ', 'クォーツ レディース'],
  shoes: ['レザー スニーカー 27cm', 'パンプス 23.5cm', 'ローファー 26cm'],
  apparel: ['ウール コート M', 'シルク スカーフ', 'デニムジャケット L'],
  cameras: ['ミラーレス一眼 ボディ', '単焦点レンズ 50mm', 'フィルムカメラ'],
}
const STEPS = [
  [100, 500],
  [500, 1000],
  [1000, 5000],
]

/** The kinds of Ecoring's tabs, in seed order: 15 previews, 25 time-limited lots, 5 realtime. */
const KINDS = [...Array(15).fill('preview'), ...Array(25).fill('timelimit'), ...Array(5).fill('realtime')] as (
  | 'preview'
  | 'timelimit'
  | 'realtime'
)[]

/** Ecoring's demo lots (DEMO_DATA): deterministic; time-limited lots end 1–6 days after `today`, previews open 2–9 days after it. */
export async function seedEcoring(db: Database, today: Date): Promise<void> {
  await db
    .insert(ecoringCategories)
    .values(
      CATEGORIES.map((category, position) => ({
        id: category.id,
        nameVi: category.vi,
        nameEn: category.en,
        nameJa: category.ja,
        position,
      })),
    )
    .onConflictDoNothing()
  const lots = KINDS.map((kind, index) => {
    const random = createRandom(hashString(`ecoring-${index}`))
    const category = CATEGORIES[index % CATEGORIES.length]
    const brand = BRANDS[Math.floor(random() * BRANDS.length)]
    const name = `${brand} ${NAMES[category.id][Math.floor(random() * 3)]}`
    const id = `eco-${1001 + index}`
    const steps = STEPS[Math.floor(random() * STEPS.length)]
    const startPrice = kind === 'preview' && index % 4 === 0 ? null : Math.round((3 + random() * 200) * 10) * steps[0]
    const startTime =
      kind === 'preview' ? new Date(today.getTime() + (2 + Math.floor(random() * 8)) * DAY) : new Date(today.getTime() - DAY)
    const endTime = kind === 'timelimit' ? new Date(today.getTime() + DAY + Math.floor(random() * 5 * 24) * HOUR) : null
    const rank = RANKS[Math.floor(random() * RANKS.length)]
    return {
      id,
      kind,
      name,
      imageUrls: [1, 2, 3].map((n) => marketImageUrl(category.pictogram, id, n)),
      brand,
      rank,
      startPrice,
      note: rank === 'N' ? '未使用品' : `ランク${rank}・中古品`,
      startTime,
      endTime,
      categoryIds: [category.id],
      descriptionHtml: `<p>${name}</p><ul><li>ランク: ${rank}</li><li>付属品: 箱・保存袋</li></ul>`,
      descriptionText: `${name}\nランク: ${rank}\n付属品: 箱・保存袋`,
      bidStepUnit: steps,
      position: index,
    }
  })
  await db.insert(ecoringLots).values(lots).onConflictDoNothing()
}
