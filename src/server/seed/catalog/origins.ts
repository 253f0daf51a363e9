/** Countries of origin with stable ids; product lines refer to them by code. */
export const ORIGINS = {
  jp: { id: 1, name: 'Nhật Bản' },
  kr: { id: 2, name: 'Hàn Quốc' },
  us: { id: 3, name: 'Mỹ' },
  fr: { id: 4, name: 'Pháp' },
  de: { id: 5, name: 'Đức' },
  vn: { id: 6, name: 'Việt Nam' },
  th: { id: 7, name: 'Thái Lan' },
  cn: { id: 8, name: 'Trung Quốc' },
  dk: { id: 9, name: 'Đan Mạch' },
  my: { id: 10, name: 'Malaysia' },
  it: { id: 11, name: 'Ý' },
} as const

export type OriginCode = keyof typeof ORIGINS

export function originRows() {
  return Object.values(ORIGINS).map(({ id, name }) => ({ id, name }))
}
