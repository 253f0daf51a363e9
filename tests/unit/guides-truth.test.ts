import { describe, expect, it } from 'vitest'
import { guideBook as en } from '@client/features/content/guides/en'
import { guideBook as ja } from '@client/features/content/guides/ja'
import { guideBook as vi } from '@client/features/content/guides/vi'
import { DEMO_POSTS } from '@server/seed/posts-demo'

/** Words of a partial payment (a deposit, a balance paid later) in vi, en and ja. */
const DEPOSIT_WORDS = /đặt cọc|tiền cọc|nhận cọc|hoàn cọc|deposit|the balance|前払い|残金/i

describe('the guides and the demo posts describe the product as it is', () => {
  it.each([
    ['vi', vi],
    ['en', en],
    ['ja', ja],
  ] as const)('%s guides: an order is paid in full, by the amount on its payment page — no deposit', (_locale, book) => {
    expect(JSON.stringify(book)).not.toMatch(DEPOSIT_WORDS)
  })

  it('demo blog posts promise no deposit either', () => {
    for (const post of DEMO_POSTS) expect(JSON.stringify(post), String(post.id)).not.toMatch(DEPOSIT_WORDS)
  })
})
