import { describe, expect, it } from 'vitest'
import { extractUrl, looksLikeUrl, parseMarketplaceUrl } from '@shared/catalog/marketplace-url'
import { productPath } from '@shared/catalog/product-path'
import { itemRefSchema } from '@shared/contracts/item-ref'

type Case = [address: string, shopId: number, id: string, path: string]

const KNOWN: Case[] = [
  // Amazon JP (3)
  ['https://www.amazon.co.jp/dp/B0CHX1W1XY', 3, 'B0CHX1W1XY', '/other-market/3/B0CHX1W1XY'],
  [
    'https://www.amazon.co.jp/%E3%82%A2%E3%83%8D%E3%83%83%E3%82%B5/dp/B0BSVZ5JL5/ref=sr_1_3?keywords=anessa&qid=1700000000',
    3,
    'B0BSVZ5JL5',
    '/other-market/3/B0BSVZ5JL5',
  ],
  ['https://www.amazon.co.jp/gp/product/B08L5M9BTJ?th=1&psc=1', 3, 'B08L5M9BTJ', '/other-market/3/B08L5M9BTJ'],
  ['amazon.co.jp/gp/aw/d/4088820258', 3, '4088820258', '/other-market/3/4088820258'],
  ['https://amazon.co.jp/Nintendo-Switch/dp/b0bm46bpmm/', 3, 'B0BM46BPMM', '/other-market/3/B0BM46BPMM'],
  // Rakuten (6): the store code goes along as `append`
  ['https://item.rakuten.co.jp/kenkocom/e497325/', 6, 'e497325', '/other-market/6/e497325?append=kenkocom'],
  [
    'https://item.rakuten.co.jp/biccamera/4549980724413?scid=af_pc_etc',
    6,
    '4549980724413',
    '/other-market/6/4549980724413?append=biccamera',
  ],
  [
    'https://item.rakuten.co.jp/sundrug-online/4901301399985/#review',
    6,
    '4901301399985',
    '/other-market/6/4901301399985?append=sundrug-online',
  ],
  // Mercari (4)
  ['https://jp.mercari.com/item/m84126530331', 4, 'm84126530331', '/other-market/4/m84126530331'],
  [
    'メルカリで見つけました https://jp.mercari.com/item/m12345678901?source_location=share',
    4,
    'm12345678901',
    '/other-market/4/m12345678901',
  ],
  ['https://jp.mercari.com/shops/product/2RXaBc9LmNopQrStUvWx3y', 4, '2RXaBc9LmNopQrStUvWx3y', '/other-market/4/2RXaBc9LmNopQrStUvWx3y'],
  ['https://www.mercari.com/jp/items/m55501234567/', 4, 'm55501234567', '/other-market/4/m55501234567'],
  // Rakuma (5)
  [
    'https://item.fril.jp/7b3c1d2e4f5a6b7c8d9e0f1a2b3c4d5e',
    5,
    '7b3c1d2e4f5a6b7c8d9e0f1a2b3c4d5e',
    '/other-market/5/7b3c1d2e4f5a6b7c8d9e0f1a2b3c4d5e',
  ],
  [
    'item.fril.jp/0a1b2c3d4e5f60718293a4b5c6d7e8f9?utm_source=share',
    5,
    '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    '/other-market/5/0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  ],
  // Yahoo Shopping (7)
  ['https://store.shopping.yahoo.co.jp/lohaco-yahoo/x213412.html', 7, 'x213412', '/other-market/7/x213412?append=lohaco-yahoo'],
  [
    'https://store.shopping.yahoo.co.jp/kusurinofukutaro/4987241157255.html?sc_i=shp_pc_search',
    7,
    '4987241157255',
    '/other-market/7/4987241157255?append=kusurinofukutaro',
  ],
  ['https://paypaymall.yahoo.co.jp/store/joshin/item/4902370550733/', 7, '4902370550733', '/other-market/7/4902370550733?append=joshin'],
  // Yahoo Auction (8)
  ['https://page.auctions.yahoo.co.jp/jp/auction/x1123456789', 8, 'x1123456789', '/other-market/8/x1123456789'],
  ['https://auctions.yahoo.co.jp/jp/auction/b1098765432?al=1', 8, 'b1098765432', '/other-market/8/b1098765432'],
  ['https://page2.auctions.yahoo.co.jp/jp/auction/1123456789', 8, '1123456789', '/other-market/8/1123456789'],
  // Lots the mirror may not know open by their link alike (issue 27): the mobile site, the app's share text, upper case, http
  ['https://page.auctions.yahoo.co.jp/jp/auction/x123456789', 8, 'x123456789', '/other-market/8/x123456789'],
  ['https://m.auctions.yahoo.co.jp/jp/auction/k987654321', 8, 'k987654321', '/other-market/8/k987654321'],
  [
    'ヤフオク!で見つけました https://page.auctions.yahoo.co.jp/jp/auction/u1122334455?cpt_s=ios&cpt_m=share',
    8,
    'u1122334455',
    '/other-market/8/u1122334455',
  ],
  ['http://PAGE.AUCTIONS.YAHOO.CO.JP/jp/auction/X123456789/', 8, 'x123456789', '/other-market/8/x123456789'],
  // PayPay flea market (9)
  ['https://paypayfleamarket.yahoo.co.jp/item/z123456789', 9, 'z123456789', '/other-market/9/z123456789'],
  ['paypayfleamarket.yahoo.co.jp/item/z98765432101?cpt_s=share', 9, 'z98765432101', '/other-market/9/z98765432101'],
  // Hard Off netmall (10)
  ['https://netmall.hardoff.co.jp/product/4567890/', 10, '4567890', '/other-market/10/4567890'],
  ['https://netmall.hardoff.co.jp/product/12345678', 10, '12345678', '/other-market/10/12345678'],
  // Yodobashi (11)
  ['https://www.yodobashi.com/product/100000001007812345/', 11, '100000001007812345', '/other-market/11/100000001007812345'],
  ['https://yodobashi.com/product/100000001008016789/?gad=1', 11, '100000001008016789', '/other-market/11/100000001008016789'],
  // Nike (2)
  [
    'https://www.nike.com/jp/t/%E3%82%A8%E3%82%A2-%E3%83%95%E3%82%A9%E3%83%BC%E3%82%B9-1-07-ZXwKvNqL/CW2288-111',
    2,
    'CW2288-111',
    '/other-market/2/CW2288-111',
  ],
  ['https://www.nike.com/jp/t/air-max-90-mens-shoes-6n3vKB/dm0029-100', 2, 'DM0029-100', '/other-market/2/DM0029-100'],
  ['https://www.nike.com/jp/launch/t/dunk-low-panda/DD1391-100', 2, 'DD1391-100', '/other-market/2/DD1391-100'],
  // Tonoike (1): the pattern chosen for its online shop
  ['https://www.tonoike-online.jp/shop/g/g4901234567890/', 1, '4901234567890', '/other-market/1/4901234567890'],
  ['https://tonoike-online.jp/products/TN-00123', 1, 'TN-00123', '/other-market/1/TN-00123'],
  // our own shops
  ['https://shop.example.vn/products/ikom/101001', 390, '101001', '/products/ikom/101001'],
  ['https://shop.example.vn/products/awond/502004/?ref=share', 458, '502004', '/products/awond/502004'],
  ['https://shop.example.vn/products/390/101001', 390, '101001', '/products/ikom/101001'],
]

const UNKNOWN = [
  'https://www.amazon.co.jp/s?k=anessa',
  'https://www.amazon.co.jp/',
  'https://www.amazon.com/dp/B0CHX1W1XY',
  'https://evil-amazon.co.jp/dp/B0CHX1W1XY',
  'https://item.rakuten.co.jp/kenkocom/',
  'https://search.rakuten.co.jp/search/mall/anessa/',
  'https://jp.mercari.com/search?keyword=switch',
  'https://jp.mercari.com/user/profile/123456789',
  'https://store.shopping.yahoo.co.jp/lohaco-yahoo/',
  'https://auctions.yahoo.co.jp/search/search?p=camera',
  'https://page.auctions.yahoo.co.jp/jp/auction/',
  'https://page.auctions.yahoo.co.jp/jp/auction/x12345',
  'https://evil-auctions.yahoo.co.jp.example.com/jp/auction/x123456789',
  'https://auctions.yahoo.co.jp/jp/auction/x123456789/../../evil',
  // A share link names no product by itself: resolved on the server (short-links.ts).
  'https://amzn.asia/d/0hXqBcH',
  'https://netmall.hardoff.co.jp/cate/00010003/',
  'https://www.yodobashi.com/category/19055/',
  'https://www.nike.com/jp/w/mens-shoes-nik1zy7ok',
  'https://www.nike.com/us/t/air-max-90-mens-shoes-6n3vKB/DM0029-100',
  'https://www.tonoike-online.jp/shop/c/c10/',
  'https://example.com/products/123',
  'https://shop.example.vn/products/amazon/101001',
  // Beyond int4: no product of ours has such an id.
  'https://shop.example.vn/products/ikom/2147483648',
  'https://shop.example.vn/products/ikom/999999999999',
  'ftp://item.rakuten.co.jp/kenkocom/e497325/',
  'nuoc hoa chanel',
  '',
]

describe('parseMarketplaceUrl', () => {
  it.each(KNOWN)('%s → shop %i, id %s', (address, shopId, id, path) => {
    const link = parseMarketplaceUrl(address)
    expect(link).not.toBeNull()
    expect(link).toMatchObject({ id, path })
    expect(link?.shop.id).toBe(shopId)
    // The item reference carts and the wishlist keep leads back to the same page.
    expect(itemRefSchema.parse(link?.itemRef)).toBe(link?.append ? `${link.append}:${id}` : id)
    expect(productPath(shopId, link!.itemRef)).toBe(path)
  })

  it.each(UNKNOWN)('does not recognise %j', (address) => {
    expect(parseMarketplaceUrl(address)).toBeNull()
  })

  it('only accepts own-shop pages on our own hosts when they are given', () => {
    const address = 'https://shop.example.vn/products/ikom/101001'
    expect(parseMarketplaceUrl(address, { ownHosts: ['shop.example.vn'] })?.path).toBe('/products/ikom/101001')
    expect(parseMarketplaceUrl(address, { ownHosts: ['other.example'] })).toBeNull()
  })
})

describe('looksLikeUrl', () => {
  it.each([
    'https://jp.mercari.com/item/m84126530331',
    'http://example.com',
    'www.amazon.co.jp/dp/B0CHX1W1XY',
    'amazon.co.jp/dp/B0CHX1W1XY',
    'xem cái này https://item.fril.jp/7b3c1d2e4f5a6b7c8d9e0f1a2b3c4d5e nhé',
  ])('sees an address in %j', (text) => {
    expect(looksLikeUrl(text)).toBe(true)
  })

  it.each(['nuoc hoa', 'Sữa rửa mặt 150g', 'SPF50+ PA++++', 'ver.2 mini', 'B0CHX1W1XY', ''])('sees no address in %j', (text) => {
    expect(looksLikeUrl(text)).toBe(false)
  })

  it('drops punctuation that ends a sentence', () => {
    expect(extractUrl('Link: https://jp.mercari.com/item/m84126530331).')?.pathname).toBe('/item/m84126530331')
  })
})
