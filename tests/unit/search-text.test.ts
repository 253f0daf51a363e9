import { describe, expect, it } from 'vitest'
import { foldSearchText } from '@shared/catalog/search-text'

describe('foldSearchText', () => {
  it.each([
    ['Nước hoa', 'nuoc hoa'],
    ['NƯỚC HOA', 'nuoc hoa'],
    ['nuoc hoa', 'nuoc hoa'],
    ['Bánh ăn dặm Pigeon vị bí đỏ', 'banh an dam pigeon vi bi do'],
    ['Đồ chơi', 'do choi'],
    ['Sữa rửa mặt', 'sua rua mat'],
    ['Ước mơ ơi ưu đãi', 'uoc mo oi uu dai'],
    ['  many   spaces\there ', 'many spaces here'],
  ])('folds Vietnamese %j to %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded)
  })

  it('treats composed and decomposed input alike', () => {
    expect(foldSearchText('Nước'.normalize('NFD'))).toBe(foldSearchText('Nước'.normalize('NFC')))
  })

  it('keeps Japanese, including voiced marks, and unifies full- and half-width forms', () => {
    expect(foldSearchText('肌ラボ 極潤 泡洗顔')).toBe('肌ラボ 極潤 泡洗顔')
    expect(foldSearchText('ガ')).toBe('ガ')
    expect(foldSearchText('ガ')).not.toBe(foldSearchText('カ'))
    expect(foldSearchText('ｶﾞﾝﾀﾞﾑ')).toBe('ガンダム')
    expect(foldSearchText('ＳＰＦ５０＋')).toBe('spf50+')
  })

  it('is idempotent, so a folded query matches a folded name', () => {
    for (const text of ['Nước hoa Đức', 'ＡＢＣ ｶﾞ', 'Crème brûlée']) {
      expect(foldSearchText(foldSearchText(text))).toBe(foldSearchText(text))
    }
    expect(foldSearchText('Crème brûlée')).toBe('creme brulee')
  })
})
