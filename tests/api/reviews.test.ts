import { expect, it } from 'vitest'
import { REVIEW_COMMENT_MAX_LENGTH } from '@shared/contracts/catalog'
import { describeEachDriver } from './support/test-app'

describeEachDriver('reviews', (context) => {
  let token = ''
  let email = ''
  const signedIn = async () => {
    if (!token) ({ token, email } = await context().signUp())
    return token
  }
  const post = async (payload: unknown, options: { language?: string; auth?: boolean } = {}) =>
    context().app.inject({
      method: 'POST',
      url: '/api/product-reviews',
      payload: payload as object,
      headers: {
        'accept-language': options.language ?? 'vi',
        ...(options.auth === false ? {} : { authorization: `Bearer ${await signedIn()}` }),
      },
    })
  const get = (url: string) => context().app.inject({ url })

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

  it('stores a review (star 5 by default, comment trimmed) and updates star and reviews_count', async () => {
    const productId = 102001
    const before = (await get(`/api/products/${productId}`)).json().data
    expect(before.reviews_count).toBe(0)

    const first = await post({ product_id: productId, comment: '  Dùng rất thích, thấm nhanh.  ' })
    expect(first.statusCode).toBe(201)
    expect(first.json().data).toMatchObject({
      product_id: productId,
      star: 5,
      comment: 'Dùng rất thích, thấm nhanh.',
      created_at: expect.any(Number),
    })
    expect((await post({ product_id: productId, star: 2, comment: 'Giao hơi chậm.' })).statusCode).toBe(201)
    expect((await post({ product_id: productId, star: 4, comment: 'Được.' })).statusCode).toBe(201)

    const after = (await get(`/api/products/${productId}?append=star_counts`)).json().data
    expect(after).toMatchObject({ reviews_count: 3, star: 3.67, star_counts: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } })
  })

  it('counts every review when several arrive at once', async () => {
    const productId = 105001
    const responses = await Promise.all([1, 2, 3, 4, 5].map((star) => post({ product_id: productId, star, comment: `Đánh giá ${star}` })))
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect((await get(`/api/products/${productId}`)).json().data).toMatchObject({ reviews_count: 5, star: 3 })
  })

  it("lists a product's reviews newest first, with the reviewer when asked", async () => {
    const productId = 103001
    for (const comment of ['một', 'hai', 'ba']) expect((await post({ product_id: productId, star: 3, comment })).statusCode).toBe(201)
    const response = await get(`/api/product-reviews?include=reviewer&filter[product_id]=${productId}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ total: 3, current_page: 1, from: 1, to: 3 })
    expect(body.data.map((review: { comment: string }) => review.comment)).toEqual(['ba', 'hai', 'một'])
    const username = `${email.slice(0, 2)}***`
    expect(body.data[0]).toMatchObject({ product_id: productId, star: 3, username, reviewer: { id: expect.any(Number), name: username } })
    const plain = (await get(`/api/product-reviews?filter[product_id]=${productId}&per_page=1&page=2`)).json()
    expect(plain).toMatchObject({ total: 3, last_page: 3, from: 2 })
    expect(plain.data[0]).not.toHaveProperty('reviewer')
    expect((await get(`/api/product-reviews?filter[product_id]=101002`)).json()).toMatchObject({ total: 0, data: [] })
  })

  it('keeps HTML in a comment as the text it is', async () => {
    const comment = '<script>alert("x")</script><b>đậm</b> & <img src=x onerror=alert(1)>'
    const created = await post({ product_id: 104001, comment })
    expect(created.statusCode).toBe(201)
    const listed = await get('/api/product-reviews?filter[product_id]=104001')
    expect(listed.headers['content-type']).toMatch(/^application\/json/)
    expect(listed.json().data[0].comment).toBe(comment)
  })

  it('refuses malformed list parameters', async () => {
    for (const query of ['filter[product_id]=abc', 'filter[user_id]=1', 'include=email', 'sort=comment']) {
      expect((await get(`/api/product-reviews?${query}`)).statusCode, query).toBe(400)
    }
  })
})
