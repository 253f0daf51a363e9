import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { postCategoryListSchema, postDetailResponseSchema, postListSchema, type PostList } from '@shared/contracts/posts'
import { siteConfigResponseSchema } from '@shared/contracts/site-config'
import { SUPPORT } from '@shared/ui/constants'
import { postTranslations } from '@server/modules/posts/tables'
import { postCoverUrl } from '@server/modules/posts/cover-image'
import { savePost } from '@server/modules/posts/write'
import { describeEachDriver, type TestContext } from './support/test-app'

const DRAFT_ID = 13
const PUBLISHED = 12
const CATEGORY = { tips: 1, shipping: 2, products: 3, news: 4 }

async function getList(context: TestContext, query: string, language = 'vi'): Promise<PostList> {
  const response = await context.app.inject({ url: `/api/posts?${query}`, headers: { 'accept-language': language } })
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200)
  return postListSchema.parse(response.json())
}

/** Every id a query reaches, page after page. */
async function allIds(context: TestContext, query: string): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const list = await getList(context, `${query}&page=${page}`)
    ids.push(...list.data.map((post) => post.id))
    if (page >= list.last_page) return ids
  }
}

describeEachDriver('posts', (context) => {
  it('answers the home latest-news call with the newest published posts', async () => {
    const list = await getList(context(), 'filter[publish]=1&sort=-updated_at&include=categories&page=1')
    expect(list.total).toBe(PUBLISHED)
    expect(list.per_page).toBe(6)
    expect(list.last_page).toBe(2)
    const dates = list.data.map((post) => post.updated_at)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const post of list.data) {
      expect(post.title.length).toBeGreaterThan(10)
      expect(post.description).not.toMatch(/</)
      expect(post.cover_url).toMatch(/^\/media\/blog\/[a-z-]+\.svg$/)
      expect(post.categories!.length).toBeGreaterThan(0)
      expect(post.language).toBe('vi')
    }
  })

  it('never serves an unpublished post, whatever the query says', async () => {
    const queries = [
      'filter[publish]=1',
      'sort=-updated_at',
      'sort=updated_at',
      'sort=-created_at',
      'sort=id',
      'per_page=24',
      `filter[categories]=${CATEGORY.news}`,
      `filter[categories]=${CATEGORY.news},${CATEGORY.tips}&include=categories`,
      `filter[exclude]=1`,
    ]
    for (const query of queries) {
      const ids = await allIds(context(), query)
      expect(ids, query).not.toContain(DRAFT_ID)
    }
    expect(await allIds(context(), 'per_page=24')).toHaveLength(PUBLISHED)
    const drafts = await getList(context(), 'filter[publish]=0')
    expect(drafts).toMatchObject({ data: [], total: 0 })
    for (const query of ['', '?filter[publish]=0', '?filter[publish]=1', '?append=creator&include=categories']) {
      const response = await context().app.inject({ url: `/api/posts/${DRAFT_ID}${query}` })
      expect(response.statusCode, query).toBe(404)
      expect(response.json().code).toBe('notFound')
    }
  })

  it('keeps a post out of sight once staff unpublish it, and shows it once published', async () => {
    const { app, database } = context()
    const input = {
      cover_url: null,
      published: true,
      creator_name: 'Test Staff',
      category_ids: [CATEGORY.news],
      versions: { vi: { title: 'Bài thử xuất bản', description: 'Mô tả', content: '<p>Nội dung</p>' } },
    }
    const id = await savePost(database.db, input)
    expect((await app.inject({ url: `/api/posts/${id}` })).statusCode).toBe(200)
    await savePost(database.db, { ...input, published: false }, { id })
    expect((await app.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404)
    expect(await allIds(context(), 'per_page=24')).not.toContain(id)
    await savePost(database.db, input, { id, updatedAt: new Date('2020-01-01T00:00:00Z') })
    expect(await allIds(context(), 'per_page=24')).toContain(id)
    await savePost(database.db, { ...input, published: false }, { id })
  })

  it('filters by category, page by page', async () => {
    const ids = await allIds(context(), `filter[categories]=${CATEGORY.shipping}&include=categories&per_page=2`)
    expect(ids.length).toBeGreaterThanOrEqual(4)
    expect(new Set(ids).size).toBe(ids.length)
    const list = await getList(context(), `filter[categories]=${CATEGORY.shipping}&include=categories&per_page=24`)
    expect(list.data.map((post) => post.id)).toEqual(ids)
    for (const post of list.data) expect(post.categories!.map((category) => category.id)).toContain(CATEGORY.shipping)
    const other = await getList(context(), `filter[categories]=${CATEGORY.products}&per_page=24`)
    expect(other.total).toBeLessThan(PUBLISHED)
  })

  it('suggests posts of the first category without the post being read', async () => {
    const { app } = context()
    const detail = postDetailResponseSchema.parse((await app.inject({ url: '/api/posts/1?include=categories&append=creator' })).json()).data
    const first = detail.categories![0].id
    const suggestions = await getList(
      context(),
      `filter[publish]=1&filter[categories]=${first}&filter[exclude]=${detail.id}&per_page=4&sort=-updated_at`,
    )
    expect(suggestions.data.length).toBeGreaterThan(0)
    expect(suggestions.data.length).toBeLessThanOrEqual(4)
    expect(suggestions.data.map((post) => post.id)).not.toContain(detail.id)
    const everyInCategory = await allIds(context(), `filter[categories]=${first}`)
    expect(suggestions.total).toBe(everyInCategory.length - 1)
  })

  it('gives a post with its creator, ordered categories and sanitised content', async () => {
    const response = await context().app.inject({ url: '/api/posts/1?filter[publish]=1&append=creator&include=categories' })
    expect(response.statusCode).toBe(200)
    const { data } = postDetailResponseSchema.parse(response.json())
    expect(data.creator).toEqual({ name: 'Trần Minh Đức' })
    expect(data.categories!.map((category) => category.id)).toEqual([CATEGORY.shipping, CATEGORY.tips])
    expect(data.content).toContain('<h2>')
    expect(data.content).toContain(SUPPORT.hotline)
    const bare = postDetailResponseSchema.parse((await context().app.inject({ url: '/api/posts/1' })).json()).data
    expect(bare.creator).toBeUndefined()
    expect(bare.categories).toBeUndefined()
  })

  it('answers in the request language and falls back to Vietnamese', async () => {
    const { app, database } = context()
    const en = postDetailResponseSchema.parse(
      (await app.inject({ url: '/api/posts/1?include=categories', headers: { 'accept-language': 'en' } })).json(),
    ).data
    expect(en).toMatchObject({ language: 'en', title: 'Air or sea: how to ship your order from Japan' })
    expect(en.categories![0].name).toBe('Shipping and customs')
    const ja = await getList(context(), 'include=categories', 'ja')
    expect(ja.data.every((post) => post.language === 'ja')).toBe(true)
    const vietnameseOnly = await savePost(database.db, {
      cover_url: null,
      published: true,
      creator_name: 'Test Staff',
      category_ids: [],
      versions: { vi: { title: 'Chỉ có tiếng Việt', description: '', content: '<p>Xin chào</p>' } },
    })
    const fallback = postDetailResponseSchema.parse(
      (await app.inject({ url: `/api/posts/${vietnameseOnly}`, headers: { 'accept-language': 'ja' } })).json(),
    ).data
    expect(fallback).toMatchObject({ language: 'vi', title: 'Chỉ có tiếng Việt' })
    const response = await app.inject({ url: '/api/posts?page=1', headers: { 'accept-language': 'en' } })
    expect(response.headers.vary).toMatch(/accept-language/i)
    await savePost(
      database.db,
      {
        cover_url: null,
        published: false,
        creator_name: 'x',
        category_ids: [],
        versions: { vi: { title: 'x', description: '', content: '' } },
      },
      { id: vietnameseOnly },
    )
  })

  it('never publishes an e-mail as the author (posts signed with the writer’s e-mail before staff set names show none)', async () => {
    const { app, database } = context()
    const id = await savePost(database.db, {
      cover_url: postCoverUrl('legacy-author'),
      published: true,
      creator_name: 'writer@example.com',
      category_ids: [],
      versions: { vi: { title: 'Bài cũ', description: '', content: '<p>x</p>' } },
    })
    const response = await app.inject({ url: `/api/posts/${id}?append=creator` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.creator).toBeUndefined()
    expect(response.body).not.toContain('writer@example.com')
  })

  it('sanitises what staff write before storing it', async () => {
    const { app, database } = context()
    const id = await savePost(database.db, {
      cover_url: null,
      published: true,
      creator_name: 'Test Staff',
      category_ids: [CATEGORY.tips],
      versions: {
        vi: {
          title: 'Bài có <b>mã độc</b>',
          description: '<img src=x onerror=alert(1)>Mô tả <script>alert(1)</script>ngắn',
          content:
            '<p onclick="alert(1)">Xin chào<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example"></iframe>',
        },
      },
    })
    const [stored] = await database.db.select().from(postTranslations).where(eq(postTranslations.postId, id))
    expect(stored).toMatchObject({ title: 'Bài có mã độc', description: 'Mô tả ngắn', content: '<p>Xin chào <a>x</a></p>' })
    const served = postDetailResponseSchema.parse((await app.inject({ url: `/api/posts/${id}` })).json()).data
    expect(served.content).toBe('<p>Xin chào <a>x</a></p>')
    await savePost(
      database.db,
      {
        cover_url: null,
        published: false,
        creator_name: 'x',
        category_ids: [],
        versions: { vi: { title: 'x', description: '', content: '' } },
      },
      { id },
    )
  })

  it('refuses query parameters outside the allow-list', async () => {
    const { app } = context()
    for (const query of ['filter[published]=1', 'sort=title', 'include=creator', 'per_page=500', 'filter[categories]=abc']) {
      const response = await app.inject({ url: `/api/posts?${query}` })
      expect(response.statusCode, query).toBe(400)
    }
    expect((await app.inject({ url: '/api/posts/abc' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/posts/999999' })).statusCode).toBe(404)
  })

  it('lists the blog categories in sidebar order and language', async () => {
    const { app } = context()
    const vi = postCategoryListSchema.parse((await app.inject({ url: '/api/post-categories' })).json())
    expect(vi.data.map((category) => category.id)).toEqual([1, 2, 3, 4])
    expect(vi.data[0].name).toBe('Kinh nghiệm mua hàng')
    const ja = postCategoryListSchema.parse(
      (await app.inject({ url: '/api/post-categories', headers: { 'accept-language': 'ja' } })).json(),
    )
    expect(ja.data[0].name).toBe('お買い物のコツ')
  })

  it('serves the post covers locally as SVG', async () => {
    const { app } = context()
    const list = await getList(context(), 'per_page=24')
    for (const post of list.data) {
      const cover = await app.inject({ url: post.cover_url! })
      expect(cover.statusCode).toBe(200)
      expect(cover.headers['content-type']).toContain('image/svg+xml')
      expect(cover.body).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/)
    }
    expect((await app.inject({ url: '/media/blog/..%2Fsecret.svg' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/media/blog/cover.png' })).statusCode).toBe(404)
  })

  it('gives the contact details of the site config', async () => {
    const response = await context().app.inject({ url: '/api/site-config' })
    expect(response.statusCode).toBe(200)
    const { data } = siteConfigResponseSchema.parse(response.json())
    expect(data).toMatchObject({
      phone_number: SUPPORT.phone,
      hotline: SUPPORT.hotline,
      email: SUPPORT.email,
      facebook_url: SUPPORT.socialUrl,
      zalo_url: SUPPORT.chatUrl,
    })
    expect(data.address.full).toBe(SUPPORT.address)
    expect(data.address.lines.length).toBeGreaterThan(1)
  })
})
