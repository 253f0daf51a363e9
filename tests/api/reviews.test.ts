import { expect, it } from 'vitest'
import { REVIEW_COMMENT_MAX_LENGTH } from '@shared/contracts/catalog'
import { IKOM_ID } from '@shared/shops/registry'
import { productsOf, setSaleStatus } from './support/shop-fixtures'
import { describeEachDriver } from './support/test-app'

type Reviewer = { token: string; email: string }

describeEachDriver('reviews', (context) => {
  let first: Reviewer | undefined
  /** The suite's first customer (validation tests share it). */
  const someone = async () => {
    first ??= await context().signUp()
    return first
  }
  const post = async (payload: unknown, options: { language?: string; auth?: boolean; as?: Reviewer } = {}) => {
    const who = options.as ?? (await someone())
    return context().app.inject({
      method: 'POST',
      url: '/api/product-reviews',
      payload: payload as object,
      headers: {
        'accept-language': options.language ?? 'vi',
        ...(options.auth === false ? {} : { authorization: `Bearer ${who.token}` }),
      },
    })
  }
  const get = (url: string) => context().app.inject({ url })
  const reviewers = (count: number) => Promise.all(Array.from({ length: count }, () => context().signUp()))
  const taken = new Set<number>()
  /** A product on sale that has no review yet (the demo reviews about two thirds) and no other test of this suite reviews. */
  const aProduct = async () => {
    for (const { id } of await productsOf(context(), IKOM_ID, 200)) {
      if (taken.has(id) || (await get(`/api/products/${id}`)).json().data.reviews_count !== 0) continue
      taken.add(id)
      return id
    }
    throw new Error('No unreviewed ikom product left')
  }
  /** A product with several demo reviews, not taken by another test. */
  const aReviewedProduct = async () => {
    for (const { id } of await productsOf(context(), IKOM_ID, 200)) {
      const product = (await get(`/api/products/${id}?append=star_counts`)).json().data
      if (taken.has(id) || product.reviews_count < 3) continue
      taken.add(id)
      return product as { id: number; star: number; reviews_count: number; star_counts: Record<string, number> }
    }
    throw new Error('No reviewed ikom product left')
  }

  it('asks for sign-in before anything else', async () => {
    for (const payload of [{ product_id: 101001, comment: 'Tốt' }, {}]) {
      const response = await post(payload, { auth: false, language: 'en' })
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('unauthenticated')
    }
  })

  it('requires a comment, with a per-field message in the request language', async () => {
    const expected = { vi: 'Vui lòng nhập nội dung đánh giá.', en: 'Please write your review.', ja: 'レビューの内容を入力してください。' }
    for (const [language, message] of Object.entries(expected)) {
      for (const payload of [{ product_id: 101001 }, { product_id: 101001, comment: '   ' }]) {
        const response = await post(payload, { language })
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toEqual({ comment: [message] })
      }
    }
    const tooLong = await post({ product_id: 101001, comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) }, { language: 'en' })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().errors.comment[0]).toMatch(/too long/)
  })

  it.each([0, 6, 2.5, '4'])('refuses the star %j', async (star) => {
    const response = await post({ product_id: 101001, star, comment: 'Ổn' }, { language: 'en' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ star: ['The rating must be from 1 to 5 stars.'] })
  })

  it('refuses a review of a product that does not exist', async () => {
    const response = await post({ product_id: 999999999, comment: 'Ổn' }, { language: 'en' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ product_id: ['Product not found.'] })
  })

  it("a demo product's star is the average of its reviews: one more review moves it, never replaces it", async () => {
    const product = await aReviewedProduct()
    const counted = Object.entries(product.star_counts).reduce((sum, [star, count]) => sum + Number(star) * count, 0)
    expect(Object.values(product.star_counts).reduce((sum, count) => sum + count, 0)).toBe(product.reviews_count)
    expect(product.star).toBeCloseTo(counted / product.reviews_count, 2)
    const [someone] = await reviewers(1)
    expect((await post({ product_id: product.id, star: 1, comment: 'Hộp bị móp.' }, { as: someone })).statusCode).toBe(201)
    const after = (await get(`/api/products/${product.id}`)).json().data
    expect(after.reviews_count).toBe(product.reviews_count + 1)
    expect(after.star).toBeCloseTo((counted + 1) / (product.reviews_count + 1), 2)
    expect(after.star).toBeGreaterThan(1)
  })

  it('stores a review (star 5 by default, comment trimmed) and updates star and reviews_count', async () => {
    const productId = await aProduct()
    const before = (await get(`/api/products/${productId}`)).json().data
    expect(before.reviews_count).toBe(0)
    const [a, b, c] = await reviewers(3)

    const created = await post({ product_id: productId, comment: '  Dùng rất thích, thấm nhanh.  ' }, { as: a })
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toMatchObject({
      product_id: productId,
      star: 5,
      comment: 'Dùng rất thích, thấm nhanh.',
      created_at: expect.any(Number),
    })
    expect((await post({ product_id: productId, star: 2, comment: 'Giao hơi chậm.' }, { as: b })).statusCode).toBe(201)
    expect((await post({ product_id: productId, star: 4, comment: 'Được.' }, { as: c })).statusCode).toBe(201)

    const after = (await get(`/api/products/${productId}?append=star_counts`)).json().data
    expect(after).toMatchObject({ reviews_count: 3, star: 3.67, star_counts: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } })
  })

  it('counts every review when several customers write at once', async () => {
    const productId = await aProduct()
    const all = await reviewers(5)
    const responses = await Promise.all(
      all.map((who, index) => post({ product_id: productId, star: index + 1, comment: `Đánh giá ${index + 1}` }, { as: who })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect((await get(`/api/products/${productId}`)).json().data).toMatchObject({ reviews_count: 5, star: 3 })
  })

  it('keeps one review per customer and product: writing again edits it', async () => {
    const productId = await aProduct()
    const [me, other] = await reviewers(2)
    expect((await post({ product_id: productId, star: 4, comment: 'Được.' }, { as: other })).statusCode).toBe(201)
    const created = await post({ product_id: productId, star: 1, comment: 'Tệ.' }, { as: me })
    expect(created.statusCode).toBe(201)
    expect((await get(`/api/products/${productId}`)).json().data).toMatchObject({ reviews_count: 2, star: 2.5 })

    const edited = await post({ product_id: productId, star: 5, comment: 'Đổi ý: rất tốt.' }, { as: me })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data).toMatchObject({ ...created.json().data, star: 5, comment: 'Đổi ý: rất tốt.' })
    expect((await get(`/api/products/${productId}?append=star_counts`)).json().data).toMatchObject({
      reviews_count: 2,
      star: 4.5,
      star_counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    })
    const listed = (await get(`/api/product-reviews?filter[product_id]=${productId}`)).json()
    expect(listed.total).toBe(2)
    expect(listed.data.map((review: { comment: string }) => review.comment).sort()).toEqual(['Được.', 'Đổi ý: rất tốt.'])
  })

  it('lets one account move a rating by one review only, however many it sends at once', async () => {
    const productId = await aProduct()
    for (const who of await reviewers(3))
      expect((await post({ product_id: productId, star: 5, comment: 'Tuyệt.' }, { as: who })).statusCode).toBe(201)
    const [attacker] = await reviewers(1)
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => post({ product_id: productId, star: 1, comment: 'Tệ!' }, { as: attacker })),
    )
    const statuses = flood.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.every((status) => [200, 201, 429].includes(status))).toBe(true)
    // Beyond the customer's budget of review writes (RATE_LIMIT_REVIEWS), the rest were refused.
    expect(statuses).toContain(429)
    expect((await get(`/api/products/${productId}?append=star_counts`)).json().data).toMatchObject({
      reviews_count: 4,
      star: 4,
      star_counts: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 3 },
    })
  })

  it('refuses a review of a product that is not on sale yet, and accepts one of a sold-out product', async () => {
    const [comingSoon, soldOut] = [await aProduct(), await aProduct()]
    await setSaleStatus(context(), comingSoon, 'coming_soon')
    await setSaleStatus(context(), soldOut, 'sold_out')
    const expected = {
      vi: 'Sản phẩm này chưa mở bán nên chưa thể đánh giá.',
      en: 'This product is not on sale yet, so it cannot be reviewed.',
      ja: 'この商品はまだ販売されていないため、レビューできません。',
    }
    for (const [language, message] of Object.entries(expected)) {
      const refused = await post({ product_id: comingSoon, star: 1, comment: 'Chưa mua.' }, { language })
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toEqual({ code: 'reviewProductNotReviewable', message, errors: { product_id: [message] } })
    }
    expect((await get(`/api/products/${comingSoon}`)).json().data.reviews_count).toBe(0)
    expect((await post({ product_id: soldOut, star: 4, comment: 'Mua kịp.' })).statusCode).toBe(201)
  })

  it("lists a product's reviews newest first, with the reviewer when asked", async () => {
    const productId = await aProduct()
    const [a, b, c] = await reviewers(3)
    for (const [who, comment] of [
      [a, 'một'],
      [b, 'hai'],
      [c, 'ba'],
    ] as const)
      expect((await post({ product_id: productId, star: 3, comment }, { as: who })).statusCode).toBe(201)
    const response = await get(`/api/product-reviews?include=reviewer&filter[product_id]=${productId}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ total: 3, current_page: 1, from: 1, to: 3 })
    expect(body.data.map((review: { comment: string }) => review.comment)).toEqual(['ba', 'hai', 'một'])
    const username = `${c.email.slice(0, 2)}***`
    expect(body.data[0]).toMatchObject({ product_id: productId, star: 3, username, reviewer: { id: expect.any(Number), name: username } })
    const plain = (await get(`/api/product-reviews?filter[product_id]=${productId}&per_page=1&page=2`)).json()
    expect(plain).toMatchObject({ total: 3, last_page: 3, from: 2 })
    expect(plain.data[0]).not.toHaveProperty('reviewer')
    expect((await get(`/api/product-reviews?filter[product_id]=${await aProduct()}`)).json()).toMatchObject({ total: 0, data: [] })
  })

  it('keeps HTML in a comment as the text it is', async () => {
    const comment = '<script>alert("x")</script><b>đậm</b> & <img src=x onerror=alert(1)>'
    const productId = await aProduct()
    const created = await post({ product_id: productId, comment })
    expect(created.statusCode).toBe(201)
    const listed = await get(`/api/product-reviews?filter[product_id]=${productId}`)
    expect(listed.headers['content-type']).toMatch(/^application\/json/)
    expect(listed.json().data[0].comment).toBe(comment)
  })

  it('refuses malformed list parameters', async () => {
    for (const query of ['filter[product_id]=abc', 'filter[user_id]=1', 'include=email', 'sort=comment']) {
      expect((await get(`/api/product-reviews?${query}`)).statusCode, query).toBe(400)
    }
  })
})
