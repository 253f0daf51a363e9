import { describe, expect, it } from 'vitest'
import { searchWords } from '@server/modules/markets/word-search'

describe('searchWords (the keys of the market word index)', () => {
  it.each([
    ['Tai nghe', ['tai', 'nghe']],
    ['TAI   NGHE  tai', ['tai', 'nghe']],
    ['Tai nghe không dây', ['tai', 'nghe', 'khong', 'day']],
    ['Đồng hồ', ['dong', 'ho']],
    ['フィルムカメラ', ['フィルムカメラ']],
    ['ｶﾒﾗ　レンズ', ['カメラ', 'レンズ']],
    ['5.5合 100%', ['5.5合', '100%']],
    ['  ', []],
  ])('splits %j into %j', (term, words) => {
    expect(searchWords(term)).toEqual(words)
  })
})
