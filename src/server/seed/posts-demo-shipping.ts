import {
  AIR_TRANSIT_DAYS as AIR,
  AIR_VOLUME_DIVISOR,
  MIN_CHARGEABLE_KG,
  SEA_TRANSIT_DAYS as SEA,
  SEA_VOLUME_DIVISOR,
} from '@shared/content/service-facts'
import { SUPPORT } from '@shared/ui/constants'
import { POST_CATEGORY as C } from './posts-categories'
import type { DemoPost } from './demo-post'
import { STAFF } from './posts-staff'

const HOTLINE = SUPPORT.hotline

export const SHIPPING_POSTS: DemoPost[] = [
  {
    id: 1,
    cover: 'air-vs-sea',
    categories: [C.shipping, C.tips],
    creator: STAFF.duc,
    created: '2026-03-12T02:00:00Z',
    updated: '2026-10-28T03:30:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Đường bay hay đường biển: chọn cách gửi nào cho đơn hàng từ Nhật?',
        description:
          'Hàng gấp, hàng nhẹ nên đi máy bay; hàng cồng kềnh, không vội thì đường biển rẻ hơn nhiều. Cách tính cân nặng quy đổi và mẹo gộp kiện.',
        content: `<p>Mỗi đơn hàng trên Nhật Việt Shop đều cho bạn chọn <strong>đường hàng không</strong> hoặc <strong>đường biển</strong>. Hai cách khác nhau về thời gian, chi phí và loại hàng được gửi.</p>
<h2>Thời gian</h2>
<ul><li>Đường bay: ${AIR.min}–${AIR.max} ngày từ kho Nhật về kho Việt Nam.</li><li>Đường biển: ${SEA.min}–${SEA.max} ngày, tuỳ lịch tàu và thời gian thông quan.</li></ul>
<h2>Cân nặng tính cước</h2>
<p>Cước tính theo số lớn hơn giữa cân nặng thực và cân nặng quy đổi: dài × rộng × cao (cm) chia ${AIR_VOLUME_DIVISOR} với đường bay, chia ${SEA_VOLUME_DIVISOR} với đường biển. Mức tối thiểu là ${MIN_CHARGEABLE_KG} kg. Một thùng bỉm 40 × 30 × 30 cm chỉ nặng 4 kg nhưng quy đổi đường bay là 6 kg.</p>
<h2>Nên chọn thế nào?</h2>
<ul><li>Mỹ phẩm, thực phẩm chức năng, đồ điện tử nhỏ, hàng cần dùng ngay: đi máy bay.</li><li>Nồi, chảo, đồ gia dụng, bỉm sữa số lượng lớn, xe đẩy: đi biển để tiết kiệm.</li><li>Bình xịt, nước hoa và pin rời thường không đi được máy bay; xem nhãn cấm gửi trên trang sản phẩm.</li></ul>
<p>Bảng cước mới nhất thay đổi theo phụ phí nhiên liệu. Gọi hotline <a href="tel:${HOTLINE.replace(/\s/g, '')}">${HOTLINE}</a> để nhận bảng cước vận chuyển.</p>`,
      },
      en: {
        title: 'Air or sea: how to ship your order from Japan',
        description:
          'Urgent, light goods fly; bulky goods that can wait are far cheaper by sea. How volumetric weight works and how to combine parcels.',
        content: `<p>Every order on Nhật Việt Shop lets you choose <strong>air</strong> or <strong>sea</strong> freight. They differ in transit time, cost and what they may carry.</p>
<h2>Transit time</h2>
<ul><li>Air: ${AIR.min}–${AIR.max} days from our Japanese warehouse to our Vietnamese warehouse.</li><li>Sea: ${SEA.min}–${SEA.max} days, depending on sailings and customs clearance.</li></ul>
<h2>Chargeable weight</h2>
<p>You pay for the larger of the actual weight and the volumetric weight: length × width × height (cm) divided by ${AIR_VOLUME_DIVISOR} for air, by ${SEA_VOLUME_DIVISOR} for sea, with a minimum of ${MIN_CHARGEABLE_KG} kg. A 40 × 30 × 30 cm carton of nappies weighs 4 kg but counts as 6 kg by air.</p>
<h2>Which one?</h2>
<ul><li>Cosmetics, supplements, small electronics, anything you need soon: air.</li><li>Pots, pans, household goods, nappies and formula in bulk, pushchairs: sea, to save money.</li><li>Sprays, perfume and loose batteries usually cannot fly; check the shipping flags on the product page.</li></ul>
<p>Rates follow fuel surcharges. Call our hotline <a href="tel:${HOTLINE.replace(/\s/g, '')}">${HOTLINE}</a> for the current shipping fee schedule.</p>`,
      },
      ja: {
        title: '航空便か船便か：日本からの注文はどちらで送る？',
        description: '急ぎで軽い商品は航空便、かさばって急がない商品は船便が断然お得。容積重量の計算方法と同梱のコツを解説します。',
        content: `<p>Nhật Việt Shop では、ご注文ごとに<strong>航空便</strong>と<strong>船便</strong>を選べます。日数・費用・送れる商品が異なります。</p>
<h2>日数</h2>
<ul><li>航空便：日本倉庫からベトナム倉庫まで ${AIR.min}〜${AIR.max} 日。</li><li>船便：${SEA.min}〜${SEA.max} 日（船のスケジュールと通関により変動）。</li></ul>
<h2>課金重量</h2>
<p>実重量と容積重量のうち大きい方で計算します。容積重量は 縦×横×高さ（cm）を航空便は ${AIR_VOLUME_DIVISOR}、船便は ${SEA_VOLUME_DIVISOR} で割った値で、最低 ${MIN_CHARGEABLE_KG} kg です。40×30×30 cm のおむつ 1 箱は実重量 4 kg でも航空便では 6 kg になります。</p>
<h2>選び方</h2>
<ul><li>化粧品・サプリメント・小型家電・すぐ使いたい物：航空便。</li><li>鍋・フライパン・日用品・おむつやミルクのまとめ買い・ベビーカー：船便で節約。</li><li>スプレー缶・香水・単体の電池は航空便で送れないことが多いので、商品ページの発送制限をご確認ください。</li></ul>
<p>運賃は燃油サーチャージにより変わります。最新の送料表はホットライン <a href="tel:${HOTLINE.replace(/\s/g, '')}">${HOTLINE}</a> までお問い合わせください。</p>`,
      },
    },
  },
  {
    id: 4,
    cover: 'banned-goods',
    categories: [C.shipping],
    creator: STAFF.duc,
    created: '2026-05-18T01:00:00Z',
    updated: '2026-08-30T04:00:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Những mặt hàng không gửi được hoặc bị hạn chế khi chuyển từ Nhật về Việt Nam',
        description:
          'Pin rời, bình xịt, chất lỏng dễ cháy, thuốc kê đơn và thực phẩm tươi là những nhóm hay bị giữ lại. Kiểm tra trước khi đặt để khỏi mất phí hoàn hàng.',
        content: `<p>Trước khi mua, hãy xem mục <em>cấm gửi</em> (đường bay, đường biển, xuất khẩu) trên trang sản phẩm. Hàng bị cấm sẽ bị giữ tại kho Nhật và bạn phải chọn huỷ hoặc đổi cách gửi.</p>
<h2>Không nhận gửi</h2>
<ul><li>Vũ khí, dao có lưỡi dài, đồ chơi giống súng thật.</li><li>Ma tuý, thuốc kê đơn, thuốc chứa chất gây nghiện.</li><li>Thực phẩm tươi sống, thịt, trứng, hạt giống, cây trồng.</li><li>Hàng giả, hàng nhái thương hiệu.</li></ul>
<h2>Chỉ đi được đường biển hoặc cần đóng gói riêng</h2>
<ul><li>Bình xịt (keo xịt tóc, xịt chống nắng), nước hoa, sơn móng tay.</li><li>Pin lithium rời, sạc dự phòng; thiết bị có pin lắp sẵn được gửi khi pin nằm trong máy.</li><li>Rượu: tối đa theo quy định hải quan cho mỗi kiện.</li></ul>
<p>Nếu không chắc, hãy gửi đường dẫn sản phẩm cho bộ phận hỗ trợ trước khi đặt.</p>`,
      },
      en: {
        title: 'Goods that cannot be shipped, or only with limits, from Japan to Vietnam',
        description:
          'Loose batteries, sprays, flammable liquids, prescription drugs and fresh food are the usual reasons a parcel is held. Check before you order and avoid return fees.',
        content: `<p>Before buying, look at the <em>shipping restrictions</em> (air, sea, export) on the product page. A restricted item is held at our Japanese warehouse until you cancel it or choose another way to ship.</p>
<h2>Never accepted</h2>
<ul><li>Weapons, long-bladed knives, realistic toy guns.</li><li>Narcotics, prescription medicines, medicines with controlled substances.</li><li>Fresh food, meat, eggs, seeds and live plants.</li><li>Counterfeit or imitation branded goods.</li></ul>
<h2>Sea only, or packed separately</h2>
<ul><li>Sprays (hairspray, sunscreen spray), perfume, nail polish.</li><li>Loose lithium batteries and power banks; devices ship with the battery installed.</li><li>Alcohol: within the customs allowance per parcel.</li></ul>
<p>Not sure? Send the product link to our support team before you order.</p>`,
      },
      ja: {
        title: '日本からベトナムへ送れない商品・制限のある商品',
        description:
          '単体の電池、スプレー缶、引火性の液体、処方薬、生鮮食品は止められやすい代表例です。返送料がかからないよう、注文前に確認しましょう。',
        content: `<p>購入前に、商品ページの<em>発送制限</em>（航空便・船便・輸出）をご確認ください。制限品は日本倉庫で保留となり、キャンセルか発送方法の変更をお選びいただきます。</p>
<h2>お取り扱いできない商品</h2>
<ul><li>武器、刃渡りの長い刃物、本物に似たモデルガン。</li><li>麻薬、処方薬、規制成分を含む医薬品。</li><li>生鮮食品、肉、卵、種子、植物。</li><li>偽ブランド品・模倣品。</li></ul>
<h2>船便のみ、または別梱包が必要な商品</h2>
<ul><li>スプレー缶（ヘアスプレー、日焼け止めスプレー）、香水、マニキュア。</li><li>単体のリチウム電池、モバイルバッテリー（機器に内蔵された電池は発送可）。</li><li>お酒：1 個口あたり税関の免税範囲内。</li></ul>
<p>判断に迷う場合は、注文前に商品リンクをサポートへお送りください。</p>`,
      },
    },
  },
  {
    id: 9,
    cover: 'warehouse-tour',
    categories: [C.shipping],
    creator: STAFF.yen,
    created: '2026-08-19T06:00:00Z',
    updated: '2026-08-19T06:00:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Một ngày ở kho Osaka: hàng của bạn được kiểm và đóng gói thế nào',
        description:
          'Từ lúc người bán giao hàng đến khi kiện lên đường ra sân bay hay cảng: nhận hàng, đối chiếu đơn, chụp ảnh, đóng gói lại và gộp kiện.',
        content: `<p>Kho Osaka nhận hàng từ người bán khắp Nhật Bản mỗi ngày. Đây là hành trình của một kiện hàng:</p>
<ol><li><strong>Nhận hàng</strong>: quét mã vận đơn nội địa, ghép với đơn của bạn. Trạng thái đơn chuyển sang <em>Đã về kho</em>.</li><li><strong>Kiểm hàng</strong>: đếm số lượng, kiểm tra móp méo bên ngoài, chụp ảnh. Hàng sai hoặc hỏng được báo ngay để bạn chọn đổi trả với người bán.</li><li><strong>Đóng gói lại</strong>: bỏ hộp ngoài cồng kềnh, chèn xốp cho đồ dễ vỡ, bọc chống nước.</li><li><strong>Gộp kiện</strong>: các đơn cùng địa chỉ và cùng cách gửi được gộp để giảm cân nặng tính cước.</li><li><strong>Dán mã thùng</strong>: mỗi thùng có một mã riêng; bạn theo dõi từng thùng trong mục Thông báo của đơn hàng.</li></ol>
<p>Thông thường hàng rời kho trong 1–2 ngày làm việc sau khi về đủ.</p>`,
      },
      en: {
        title: 'A day at our Osaka warehouse: how your goods are checked and packed',
        description:
          'From the seller’s delivery to the carton leaving for the airport or port: receiving, matching the order, photos, repacking and consolidation.',
        content: `<p>Our Osaka warehouse receives parcels from sellers all over Japan every day. This is the journey of one parcel:</p>
<ol><li><strong>Receiving</strong>: the domestic tracking number is scanned and matched to your order, which moves to <em>Received at warehouse</em>.</li><li><strong>Checking</strong>: quantity counted, outside damage inspected, photos taken. Wrong or damaged goods are reported at once so you can ask the seller for a return or exchange.</li><li><strong>Repacking</strong>: bulky outer boxes removed, fragile items padded, everything wrapped against water.</li><li><strong>Consolidation</strong>: orders to the same address with the same shipping method are combined to lower the chargeable weight.</li><li><strong>Box label</strong>: each carton gets its own code; follow every box in the Notifications section of your order.</li></ol>
<p>Goods usually leave the warehouse within 1–2 working days once everything has arrived.</p>`,
      },
      ja: {
        title: '大阪倉庫の一日：お荷物の検品と梱包の流れ',
        description: '出品者からの到着から、空港・港へ出発するまで。入荷、注文との照合、撮影、再梱包、同梱を紹介します。',
        content: `<p>大阪倉庫には毎日、日本各地の出品者から荷物が届きます。ひとつの荷物の流れをご紹介します。</p>
<ol><li><strong>入荷</strong>：国内の追跡番号をスキャンしてご注文と照合し、ステータスが<em>倉庫到着</em>になります。</li><li><strong>検品</strong>：数量と外装の破損を確認し、写真を撮影します。誤配送や破損はすぐにお知らせし、出品者への返品・交換を選んでいただけます。</li><li><strong>再梱包</strong>：かさばる外箱を外し、割れ物には緩衝材を入れ、防水梱包します。</li><li><strong>同梱</strong>：同じ住所・同じ発送方法のご注文をまとめ、課金重量を抑えます。</li><li><strong>箱番号ラベル</strong>：箱ごとに番号を付け、ご注文の「通知」欄で箱単位に追跡できます。</li></ol>
<p>すべて揃ってから通常 1〜2 営業日で倉庫を出発します。</p>`,
      },
    },
  },
  {
    id: 11,
    cover: 'customs-tax',
    categories: [C.shipping],
    creator: STAFF.duc,
    created: '2026-09-08T03:00:00Z',
    updated: '2026-10-16T02:15:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Thuế nhập khẩu và thủ tục thông quan: khi nào bạn phải trả thêm?',
        description:
          'Cước gửi hàng thông thường đã gồm thông quan. Hàng số lượng lớn, hàng cần giấy phép hoặc hàng giá trị cao có thể phát sinh thuế và phí riêng — chúng tôi luôn báo trước.',
        content: `<p>Với hàng tiêu dùng cá nhân số lượng vừa phải, cước vận chuyển của chúng tôi đã bao gồm khai báo và thông quan. Bạn không phải tự làm thủ tục.</p>
<h2>Khi nào có thể phát sinh thêm</h2>
<ul><li>Hàng có dấu hiệu kinh doanh: nhiều sản phẩm giống nhau trong một kiện.</li><li>Hàng cần giấy phép hoặc công bố: mỹ phẩm số lượng lớn, thực phẩm chức năng, thiết bị phát sóng.</li><li>Hàng giá trị cao như đồng hồ, máy ảnh, đồ hiệu: thuế nhập khẩu và thuế giá trị gia tăng tính theo mã HS và trị giá.</li></ul>
<h2>Chúng tôi làm gì</h2>
<p>Trước khi hàng rời Nhật, nếu đơn thuộc các trường hợp trên, nhân viên sẽ gọi cho bạn để báo mức thuế ước tính. Bạn có thể đồng ý, tách kiện hoặc chuyển sang đường biển. Mọi khoản thuế đều có chứng từ và hiện trong phần thanh toán của đơn.</p>`,
      },
      en: {
        title: 'Import duty and customs clearance: when do you pay extra?',
        description:
          'Our regular shipping fee includes customs clearance. Bulk goods, goods needing a licence and high-value items may carry their own duty and fees — we always tell you first.',
        content: `<p>For personal goods in normal quantities, our shipping fee already covers the declaration and customs clearance. You have no paperwork to do.</p>
<h2>When extra costs may arise</h2>
<ul><li>Goods that look commercial: many identical items in one parcel.</li><li>Goods that need a licence or notification: cosmetics in bulk, dietary supplements, radio equipment.</li><li>High-value goods such as watches, cameras and designer items: import duty and VAT depend on the HS code and the value.</li></ul>
<h2>What we do</h2>
<p>Before the goods leave Japan, if an order falls into one of these cases, our staff call you with the estimated duty. You can accept it, split the parcel or switch to sea freight. Every duty comes with documents and shows in the order’s payment details.</p>`,
      },
      ja: {
        title: '輸入税と通関：追加費用がかかるのはどんなとき？',
        description:
          '通常の送料には通関手続きが含まれています。大量の商品、許可が必要な商品、高額品は別途税金や手数料がかかる場合があり、必ず事前にお知らせします。',
        content: `<p>個人使用の通常の数量であれば、当社の送料に申告と通関の費用が含まれています。お客様ご自身での手続きは不要です。</p>
<h2>追加費用が発生しうるケース</h2>
<ul><li>商用と見なされる場合：同じ商品が 1 つの荷物に多数入っている。</li><li>許可や届出が必要な商品：大量の化粧品、サプリメント、無線機器。</li><li>時計・カメラ・ブランド品などの高額品：輸入税と付加価値税は HS コードと価格で決まります。</li></ul>
<h2>当社の対応</h2>
<p>該当するご注文は、日本を出発する前にスタッフがお電話で税額の見込みをお伝えします。了承、荷物の分割、船便への変更をお選びいただけます。税金はすべて書類付きで、ご注文のお支払い欄に表示されます。</p>`,
      },
    },
  },
]
