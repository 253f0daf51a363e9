import type { MarketRecordInput } from '@shared/contracts/market-import'
import type { Localized } from '@shared/markets/listing-facts'
import { marketImageUrl } from '@server/modules/media'
import { DEPARTMENTS, departmentOf } from './departments'
import { GOODS, type Good } from './goods'
import type { MarketProfile } from './profiles'

/**
 * Each market's category codes: a department is "{n}000", its leaves "{n}001"…, in the order of
 * ./departments.ts. Rakuma's fashion goes women's "{n}100…" / men's "{n}200…" first.
 */
const departmentNumber = (key: string) => DEPARTMENTS.findIndex((department) => department.key === key) + 1

const GENDER_LEVELS = [
  { key: 'women', offset: 100, name: { ja: 'レディース', vi: 'Nữ', en: 'Women' } },
  { key: 'men', offset: 200, name: { ja: 'メンズ', vi: 'Nam', en: 'Men' } },
] as const

const drawingOf = (goods: Good[]) => goods[0]?.pictogram ?? 'box'

/** The leaf a good is listed under on this market. */
export function categoryIdOf(profile: MarketProfile, good: Good): string {
  const department = departmentOf(good.leaf)
  const base = departmentNumber(department.key) * 1000
  const leafNumber = department.leaves.findIndex((leaf) => leaf.key === good.leaf) + 1
  if (profile.genderLevel && department.key === 'fashion') return String(base + (good.gender === 'men' ? 200 : 100) + leafNumber)
  return String(base + leafNumber)
}

function record(
  profile: MarketProfile,
  id: string,
  parentId: string | null,
  name: Localized,
  position: number,
  drawing: string,
): MarketRecordInput {
  return {
    kind: 'category',
    shop: profile.path,
    id,
    parent_id: parentId,
    name,
    image_uri: marketImageUrl(drawing, `${profile.path}-category-${id}`, 1),
    position,
  }
}

export function categoryRecords(profile: MarketProfile): MarketRecordInput[] {
  if (profile.style === 'nike') return nikeCategories(profile)
  let position = 0
  return DEPARTMENTS.filter((department) => profile.departments.includes(department.key)).flatMap((department) => {
    const root = String(departmentNumber(department.key) * 1000)
    const goods = GOODS.filter((good) => departmentOf(good.leaf) === department)
    const rows = [record(profile, root, null, department.name, position++, drawingOf(goods))]
    const levels = profile.genderLevel && department.key === 'fashion' ? GENDER_LEVELS : [null]
    for (const level of levels) {
      const parent = level ? String(Number(root) + level.offset) : root
      if (level) rows.push(record(profile, parent, root, level.name, position++, drawingOf(goods)))
      department.leaves.forEach((leaf, index) => {
        const id = String(Number(parent) + index + 1)
        rows.push(record(profile, id, parent, leaf.name, position++, drawingOf(goods.filter((good) => good.leaf === leaf.key))))
      })
    }
    return rows
  })
}

const NIKE_ROOTS = [
  { id: 'men', name: { ja: 'メンズ', vi: 'Nam', en: 'Men' } },
  { id: 'women', name: { ja: 'ウィメンズ', vi: 'Nữ', en: 'Women' } },
  { id: 'kids', name: { ja: 'キッズ', vi: 'Trẻ em', en: 'Kids' } },
]
const NIKE_KINDS = [
  { id: 'shoes', name: { ja: 'シューズ', vi: 'Giày', en: 'Shoes' }, drawing: 'shoe' },
  { id: 'apparel', name: { ja: 'ウェア', vi: 'Quần áo', en: 'Clothing' }, drawing: 'shirt' },
]

function nikeCategories(profile: MarketProfile): MarketRecordInput[] {
  let position = 0
  return NIKE_ROOTS.flatMap((root) => [
    record(profile, root.id, null, root.name, position++, 'shoe'),
    ...NIKE_KINDS.map((kind) => record(profile, `${root.id}-${kind.id}`, root.id, kind.name, position++, kind.drawing)),
  ])
}
