import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { Database } from '@server/db/client'
import { districts, provinces, wards } from '@server/modules/geo'
import { insertMissing } from './batches'

const unitSchema = { name: z.string(), type: z.string() }
const adminUnitsSchema = z.object({
  data: z.array(
    z.object({
      level1_id: z.string(),
      ...unitSchema,
      level2s: z.array(
        z.object({ level2_id: z.string(), ...unitSchema, level3s: z.array(z.object({ level3_id: z.string(), ...unitSchema })) }),
      ),
    }),
  ),
})

const DATA_FILE = new URL('./data/vn-admin-units-2025-03-01.json', import.meta.url)

/** Vietnam's GSO list (2025-03-01): provinces, districts and wards keyed on their official codes. */
export function loadAdminUnits() {
  const { data } = adminUnitsSchema.parse(JSON.parse(readFileSync(DATA_FILE, 'utf8')))
  const provinceRows = data.map((province) => ({ id: province.level1_id, name: province.name, type: province.type, countryId: 'vn' }))
  const districtRows = data.flatMap((province) =>
    province.level2s.map((district) => ({
      id: district.level2_id,
      name: district.name,
      type: district.type,
      provinceId: province.level1_id,
    })),
  )
  const wardRows = data.flatMap((province) =>
    province.level2s.flatMap((district) =>
      district.level3s.map((ward) => ({ id: ward.level3_id, name: ward.name, type: ward.type, districtId: district.level2_id })),
    ),
  )
  return { provinceRows, districtRows, wardRows }
}

export async function seedGeo(db: Database): Promise<void> {
  const { provinceRows, districtRows, wardRows } = loadAdminUnits()
  await insertMissing(db, provinces, provinceRows)
  await insertMissing(db, districts, districtRows)
  await insertMissing(db, wards, wardRows)
}
