/** Countries of origin with stable ids and names in vi, en, ja; product lines refer to them by code. */
export const ORIGINS = {
  jp: { id: 1, name: 'Nhật Bản', en: 'Japan', ja: '日本' },
  kr: { id: 2, name: 'Hàn Quốc', en: 'South Korea', ja: '韓国' },
  us: { id: 3, name: 'Mỹ', en: 'United States', ja: 'アメリカ' },
  fr: { id: 4, name: 'Pháp', en: 'France', ja: 'フランス' },
  de: { id: 5, name: 'Đức', en: 'Germany', ja: 'ドイツ' },
  vn: { id: 6, name: 'Việt Nam', en: 'Vietnam', ja: 'ベトナム' },
  th: { id: 7, name: 'Thái Lan', en: 'Thailand', ja: 'タイ' },
  cn: { id: 8, name: 'Trung Quốc', en: 'China', ja: '中国' },
  dk: { id: 9, name: 'Đan Mạch', en: 'Denmark', ja: 'デンマーク' },
  my: { id: 10, name: 'Malaysia', en: 'Malaysia', ja: 'マレーシア' },
  it: { id: 11, name: 'Ý', en: 'Italy', ja: 'イタリア' },
} as const

export type OriginCode = keyof typeof ORIGINS

export function originRows() {
  return Object.values(ORIGINS).map(({ id, name, en, ja }) => ({ id, name, nameEn: en, nameJa: ja }))
}
