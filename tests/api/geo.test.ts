import { expect, it } from 'vitest'
import { describeEachDriver } from './support/test-app'

describeEachDriver('geo', (context) => {
  it('lists the 63 provinces of the GSO list on one page, cacheable', async () => {
    const { app } = context()
    const response = await app.inject({ url: '/api/provinces' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.total).toBe(63)
    expect(body.data).toHaveLength(63)
    expect(body.data[0]).toEqual({ id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương', country_id: 'vn' })
    const again = await app.inject({ url: '/api/provinces', headers: { 'if-none-match': response.headers.etag as string } })
    expect(again.statusCode).toBe(304)
  })

  it('counts 696 districts and 10,047 wards', async () => {
    const { app } = context()
    expect((await app.inject({ url: '/api/districts?per_page=1' })).json().total).toBe(696)
    expect((await app.inject({ url: '/api/wards?per_page=1' })).json().total).toBe(10_047)
  })

  it('cascades: districts of a province, wards of a district', async () => {
    const { app } = context()
    const districts = (await app.inject({ url: '/api/districts?filter[province_id]=01' })).json()
    expect(districts.data.length).toBeGreaterThan(20)
    expect(districts.data.every((district: { province_id: string }) => district.province_id === '01')).toBe(true)
    expect(districts.data[0]).toMatchObject({ id: '001', name: 'Quận Ba Đình' })
    const wards = (await app.inject({ url: '/api/wards?filter[district_id]=001' })).json()
    expect(wards.data.every((ward: { district_id: string }) => ward.district_id === '001')).toBe(true)
    expect(wards.data.map((ward: { id: string }) => ward.id)).toContain('00001')
    const none = (await app.inject({ url: '/api/wards?filter[district_id]=999' })).json()
    expect(none).toMatchObject({ total: 0, data: [] })
  })

  it('sorts by name on request (descending is the reverse of ascending)', async () => {
    const { app } = context()
    const ids = async (sort: string) =>
      (await app.inject({ url: `/api/districts?filter[province_id]=01&sort=${sort}` }))
        .json()
        .data.map((district: { id: string }) => district.id)
    const [byId, byName, byNameDescending] = await Promise.all([ids('id'), ids('name'), ids('-name')])
    expect([...byName].sort()).toEqual(byId)
    expect(byNameDescending).toEqual([...byName].reverse())
  })

  it('gives one ward with its district and province', async () => {
    const { app } = context()
    const plain = (await app.inject({ url: '/api/wards/00001' })).json().data
    expect(plain).toEqual({ id: '00001', name: 'Phường Phúc Xá', type: 'Phường', district_id: '001' })
    const full = (await app.inject({ url: '/api/wards/00001?include=district,province' })).json().data
    expect(full.district).toMatchObject({ id: '001', province_id: '01' })
    expect(full.province).toMatchObject({ id: '01', name: 'Thành phố Hà Nội' })
  })

  it('answers an unknown unit with 404 and a bad parameter with 400', async () => {
    const { app } = context()
    expect((await app.inject({ url: '/api/wards/99999' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/provinces/99' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/wards/abc' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/wards/00001?include=secret' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/districts?filter[secret]=1' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/wards?per_page=5000' })).statusCode).toBe(400)
  })
})
