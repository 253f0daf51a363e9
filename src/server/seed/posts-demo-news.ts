import { AIR_TRANSIT_DAYS as AIR, SEA_TRANSIT_DAYS as SEA } from '@shared/content/service-facts'
import { SUPPORT } from '@shared/ui/constants'
import { POST_CATEGORY as C } from './posts-categories'
import type { DemoPost } from './demo-post'
import { STAFF } from './posts-staff'

export const NEWS_POSTS: DemoPost[] = [
  {
    id: 8,
    cover: 'sale-calendar',
    categories: [C.news, C.tips],
    creator: STAFF.yen,
    created: '2026-08-01T02:00:00Z',
    updated: '2026-11-03T01:00:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Lịch săn sale Nhật Bản: Black Friday, Rakuten Super Sale và túi phúc năm mới',
        description:
          'Những đợt giảm giá lớn trong năm ở Nhật và cách đặt trước để hàng về kịp. Mùa sale cuối năm, kho Nhật đông nên hãy đặt sớm.',
        content: `<p>Người Nhật mua sắm theo mùa, và các sàn lớn giảm giá mạnh vào những dịp cố định:</p>
<ul><li><strong>Rakuten Super Sale</strong>: bốn lần mỗi năm (tháng 3, 6, 9 và 12), giảm đến nửa giá và hoàn điểm cao.</li><li><strong>Amazon Prime Day</strong>: tháng 7; <strong>Black Friday</strong>: cuối tháng 11 trên Amazon, Rakuten và nhiều hãng điện máy.</li><li><strong>Ngày có số 5</strong> trên Yahoo Shopping (5, 15, 25): thêm điểm thưởng.</li><li><strong>Fukubukuro</strong> (túi phúc): bán từ ngày 1/1, túi bí mật giá trị gấp nhiều lần giá bán.</li></ul>
<h2>Đặt sao cho kịp</h2>
<p>Trong mùa sale, người bán giao chậm hơn 2–3 ngày và kho của chúng tôi nhận gấp đôi lượng hàng. Hãy đặt ngay khi sale mở và cộng thêm khoảng một tuần so với thời gian vận chuyển thông thường.</p>`,
      },
      en: {
        title: 'Japan’s sale calendar: Black Friday, Rakuten Super Sale and New Year lucky bags',
        description:
          'The big yearly sales in Japan and how to order in time. The end-of-year season fills our Japanese warehouses, so order early.',
        content: `<p>Japanese shopping follows the seasons, and the big marketplaces cut prices on fixed occasions:</p>
<ul><li><strong>Rakuten Super Sale</strong>: four times a year (March, June, September and December), up to half price with high point rewards.</li><li><strong>Amazon Prime Day</strong> in July; <strong>Black Friday</strong> at the end of November on Amazon, Rakuten and many electronics chains.</li><li><strong>Days ending in 5</strong> on Yahoo Shopping (5th, 15th, 25th): extra points.</li><li><strong>Fukubukuro</strong> (lucky bags): on sale from 1 January, mystery bags worth several times their price.</li></ul>
<h2>Ordering in time</h2>
<p>During sales, sellers dispatch 2–3 days later and our warehouse receives twice its usual volume. Order as soon as the sale opens and allow about a week more than the usual transit time.</p>`,
      },
      ja: {
        title: '日本のセールカレンダー：ブラックフライデー、楽天スーパーセール、新年の福袋',
        description: '日本の一年の大型セールと、間に合わせるための注文のコツ。年末は日本倉庫が混み合うので早めのご注文を。',
        content: `<p>日本の買い物には季節があり、大手モールは決まった時期に大きく値下げします。</p>
<ul><li><strong>楽天スーパーセール</strong>：年 4 回（3・6・9・12 月）、最大半額でポイント還元も大きい。</li><li>7 月の<strong>Amazon プライムデー</strong>、11 月末の<strong>ブラックフライデー</strong>（Amazon、楽天、家電量販店など）。</li><li>Yahoo!ショッピングの<strong>5 のつく日</strong>（5・15・25 日）：ポイント増量。</li><li><strong>福袋</strong>：1 月 1 日から販売、価格の数倍の価値が入った中身お楽しみの袋。</li></ul>
<h2>間に合わせるには</h2>
<p>セール中は出品者の発送が 2〜3 日遅れ、当社倉庫の入荷量も通常の 2 倍になります。セール開始と同時に注文し、通常の輸送日数より 1 週間ほど余裕を見てください。</p>`,
      },
    },
  },
  {
    id: 10,
    cover: 'tet-shipping',
    categories: [C.news, C.shipping],
    creator: STAFF.duc,
    created: '2026-10-20T02:00:00Z',
    updated: '2026-11-14T02:30:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Lịch chốt đơn để hàng Nhật về kịp Tết Đinh Mùi 2027',
        description:
          'Tết năm nay rơi vào 6/2/2027. Hạn đặt hàng đường biển và đường bay, lịch nghỉ năm mới của kho Nhật và giờ làm việc dịp Tết.',
        content: `<p>Tết Nguyên đán Đinh Mùi rơi vào thứ Bảy, 6/2/2027. Để nhận hàng trước Tết, hãy lưu ý các mốc sau:</p>
<table><thead><tr><th>Cách gửi</th><th>Đặt hàng trước</th><th>Thời gian vận chuyển</th></tr></thead>
<tbody><tr><td>Đường biển</td><td>10/12/2026</td><td>${SEA.min}–${SEA.max} ngày</td></tr><tr><td>Đường bay</td><td>15/01/2027</td><td>${AIR.min}–${AIR.max} ngày</td></tr></tbody></table>
<h2>Lịch nghỉ</h2>
<ul><li>Kho Tokyo và Osaka nghỉ Tết dương lịch Nhật từ 29/12/2026 đến hết 3/1/2027; người bán Nhật cũng tạm ngừng giao hàng trong thời gian này.</li><li>Kho và văn phòng tại Việt Nam nghỉ từ 4/2 đến hết 10/2/2027 (đến hết mùng 5 Tết).</li></ul>
<p>Đơn đặt sau các mốc trên vẫn được xử lý bình thường nhưng sẽ giao sau Tết. Cần tư vấn cách gửi và cước, gọi hotline ${SUPPORT.hotline}.</p>`,
      },
      en: {
        title: 'Order deadlines to receive your Japanese goods before Tết 2027',
        description:
          'Lunar New Year falls on 6 February 2027. Deadlines for sea and air orders, the Japanese warehouses’ New Year closure and our Tết hours.',
        content: `<p>The Lunar New Year (Year of the Goat) falls on Saturday, 6 February 2027. To receive your goods before Tết, note these dates:</p>
<table><thead><tr><th>Method</th><th>Order by</th><th>Transit time</th></tr></thead>
<tbody><tr><td>Sea</td><td>10 Dec 2026</td><td>${SEA.min}–${SEA.max} days</td></tr><tr><td>Air</td><td>15 Jan 2027</td><td>${AIR.min}–${AIR.max} days</td></tr></tbody></table>
<h2>Closures</h2>
<ul><li>Our Tokyo and Osaka warehouses close for the Japanese New Year from 29 Dec 2026 to 3 Jan 2027; Japanese sellers also pause deliveries then.</li><li>Our Vietnamese warehouses and office close from 4 to 10 Feb 2027.</li></ul>
<p>Orders placed after these dates are handled as usual but delivered after Tết. For advice on shipping methods and fees, call our hotline ${SUPPORT.hotline}.</p>`,
      },
      ja: {
        title: '2027 年のテト（旧正月）に間に合わせるための注文締切',
        description: '旧正月は 2027 年 2 月 6 日。船便・航空便の注文締切、日本倉庫の年末年始休業、テト期間の営業時間をお知らせします。',
        content: `<p>2027 年の旧正月（未年）は 2 月 6 日（土）です。テト前に受け取るには、次の日程にご注意ください。</p>
<table><thead><tr><th>発送方法</th><th>注文締切</th><th>輸送日数</th></tr></thead>
<tbody><tr><td>船便</td><td>2026 年 12 月 10 日</td><td>${SEA.min}〜${SEA.max} 日</td></tr><tr><td>航空便</td><td>2027 年 1 月 15 日</td><td>${AIR.min}〜${AIR.max} 日</td></tr></tbody></table>
<h2>休業日</h2>
<ul><li>東京・大阪倉庫は 2026 年 12 月 29 日から 2027 年 1 月 3 日まで年末年始休業です。日本の出品者もこの期間は発送を休みます。</li><li>ベトナムの倉庫と事務所は 2027 年 2 月 4 日から 10 日まで休業します。</li></ul>
<p>締切後のご注文も通常どおり手配しますが、お届けはテト明けになります。発送方法や送料のご相談はホットライン ${SUPPORT.hotline} まで。</p>`,
      },
    },
  },
  {
    id: 13,
    cover: 'new-warehouse',
    categories: [C.news],
    creator: STAFF.duc,
    created: '2026-11-01T02:00:00Z',
    updated: '2026-11-18T02:00:00Z',
    // A draft: staff are still writing it, customers must never see it.
    published: false,
    versions: {
      vi: {
        title: '[Bản nháp] Sắp mở kho nhận hàng tại Hải Phòng',
        description: 'Bản nháp nội bộ, chưa công bố.',
        content: '<p>Nội dung đang được soạn. Ngày khai trương chưa chốt.</p>',
      },
    },
  },
]
