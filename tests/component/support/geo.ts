import { addressListSchema, addressResponseSchema, addressBodySchema, type Address } from '@shared/contracts/address'
import { districtListSchema, provinceListSchema, wardListSchema } from '@shared/contracts/geo'
import { answer, type FakeApi } from './fake-api'

/** A small piece of Vietnam's administrative units (real GSO codes): two provinces, their districts and wards. */
const PROVINCES = [
  { id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương', country_id: 'vn' },
  { id: '48', name: 'Thành phố Đà Nẵng', type: 'Thành phố Trung ương', country_id: 'vn' },
]
const DISTRICTS = [
  { id: '001', name: 'Quận Ba Đình', type: 'Quận', province_id: '01' },
  { id: '002', name: 'Quận Hoàn Kiếm', type: 'Quận', province_id: '01' },
  { id: '492', name: 'Quận Hải Châu', type: 'Quận', province_id: '48' },
]
const WARDS = [
  { id: '00001', name: 'Phường Phúc Xá', type: 'Phường', district_id: '001' },
  { id: '00004', name: 'Phường Trúc Bạch', type: 'Phường', district_id: '001' },
  { id: '00037', name: 'Phường Phúc Tân', type: 'Phường', district_id: '002' },
  { id: '20194', name: 'Phường Thạch Thang', type: 'Phường', district_id: '492' },
]

const page = <T>(data: T[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  per_page: 1000,
})

/** GET /api/provinces, /api/districts?filter[province_id], /api/wards?filter[district_id]. */
export function answerGeo(api: FakeApi) {
  api.on('GET', '/api/provinces', () => answer(provinceListSchema, page(PROVINCES)))
  api.on('GET', '/api/districts', (request) =>
    answer(districtListSchema, page(DISTRICTS.filter((district) => district.province_id === request.query.get('filter[province_id]')))),
  )
  api.on('GET', '/api/wards', (request) =>
    answer(wardListSchema, page(WARDS.filter((ward) => ward.district_id === request.query.get('filter[district_id]')))),
  )
}

/** An address as the API answers it, with the names of its units. */
export function savedAddress(
  id: number,
  fields: { consignee: string; tel: string; ward_id: string; address_detail: string; note?: string; default?: boolean },
): Address {
  const ward = WARDS.find((entry) => entry.id === fields.ward_id)!
  const district = DISTRICTS.find((entry) => entry.id === ward.district_id)!
  const province = PROVINCES.find((entry) => entry.id === district.province_id)!
  return {
    id,
    consignee: fields.consignee,
    tel: fields.tel,
    ward_id: ward.id,
    district_id: district.id,
    province_id: province.id,
    address_detail: fields.address_detail,
    note: fields.note ?? '',
    default: fields.default ?? false,
    full_address: `${fields.address_detail}, ${ward.name}, ${district.name}, ${province.name}`,
    ward: ward.name,
    district: district.name,
    province: province.name,
  }
}

/** The address book routes over a list kept in memory: GET, POST (validated by the shared contract), PUT, DELETE. */
export function addressBook(api: FakeApi, start: Address[] = []) {
  const book = { addresses: [...start], nextId: 100 }
  api.on('GET', '/api/addresses', () => answer(addressListSchema, page(book.addresses)))
  api.on('POST', '/api/addresses', (request) => {
    const body = addressBodySchema.parse(request.body)
    const created = savedAddress(book.nextId++, body)
    if (created.default) book.addresses = book.addresses.map((entry) => ({ ...entry, default: false }))
    book.addresses.push(created)
    return answer(addressResponseSchema, { data: created })
  })
  api.on('PUT', /^\/api\/addresses\/\d+$/, (request) => {
    const id = Number(request.path.split('/').pop())
    const updated = savedAddress(id, addressBodySchema.parse(request.body))
    book.addresses = book.addresses.map((entry) => (entry.id === id ? updated : entry))
    return answer(addressResponseSchema, { data: updated })
  })
  api.on('DELETE', /^\/api\/addresses\/\d+$/, (request) => {
    const id = Number(request.path.split('/').pop())
    book.addresses = book.addresses.filter((entry) => entry.id !== id)
    return { status: 200, body: null }
  })
  return book
}
