import { POST_CATEGORY as C } from './posts-categories'
import type { DemoPost } from './demo-post'
import { STAFF } from './posts-staff'

export const GOODS_POSTS: DemoPost[] = [
  {
    id: 5,
    cover: 'japanese-cosmetics',
    categories: [C.products],
    creator: STAFF.yen,
    created: '2026-06-05T02:00:00Z',
    updated: '2026-07-22T08:00:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Chọn kem chống nắng Nhật: đọc nhãn SPF, PA và chọn kết cấu',
        description:
          'SPF chống tia UVB, PA chống tia UVA; dạng sữa, gel hay tinh chất hợp với da nào, và vì sao dạng xịt nên đi đường biển.',
        content: `<p>Kem chống nắng Nhật được ưa chuộng vì mỏng nhẹ, ít nhờn và ghi nhãn rõ ràng. Trước khi đặt, hãy đọc hai chỉ số trên bao bì.</p>
<h2>SPF và PA</h2>
<ul><li><strong>SPF</strong> (tối đa 50+) đo khả năng chống tia UVB gây đỏ rát.</li><li><strong>PA</strong> (từ + đến ++++) đo khả năng chống tia UVA gây sạm và lão hoá.</li></ul>
<p>Đi làm trong nhà: SPF 30, PA+++ là đủ. Đi biển, hoạt động ngoài trời: SPF 50+, PA++++ và loại chống nước.</p>
<h2>Kết cấu</h2>
<ul><li><em>Milk</em> (dạng sữa): bám tốt, hợp da dầu và khi ra ngoài lâu.</li><li><em>Gel</em>: mát, thấm nhanh, hợp dùng hằng ngày.</li><li><em>Essence</em>: mỏng như dưỡng, hợp da khô.</li><li><em>Spray</em>: tiện dặm lại, nhưng là bình xịt nên chỉ gửi được đường biển.</li></ul>
<p>Mẹo: xem hạn sử dụng in dưới đáy hộp và mua vừa đủ dùng trong một mùa.</p>`,
      },
      en: {
        title: 'Choosing a Japanese sunscreen: SPF, PA and textures',
        description: 'SPF protects against UVB, PA against UVA; which of milk, gel or essence suits your skin, and why sprays go by sea.',
        content: `<p>Japanese sunscreens are loved for being light and non-greasy, with clear labels. Read the two ratings on the pack before you order.</p>
<h2>SPF and PA</h2>
<ul><li><strong>SPF</strong> (up to 50+) measures protection from UVB, which burns.</li><li><strong>PA</strong> (from + to ++++) measures protection from UVA, which tans and ages the skin.</li></ul>
<p>Working indoors: SPF 30, PA+++ is enough. Beach and outdoor sports: SPF 50+, PA++++ and water resistant.</p>
<h2>Textures</h2>
<ul><li><em>Milk</em>: long-lasting, suits oily skin and long days outside.</li><li><em>Gel</em>: cooling and quick to absorb, for every day.</li><li><em>Essence</em>: as light as a serum, suits dry skin.</li><li><em>Spray</em>: handy for top-ups, but as an aerosol it can only ship by sea.</li></ul>
<p>Tip: check the expiry date under the box and buy what you will use in one season.</p>`,
      },
      ja: {
        title: '日本の日焼け止めの選び方：SPF・PA とテクスチャー',
        description: 'SPF は UVB、PA は UVA を防ぐ指標。ミルク・ジェル・エッセンスの肌タイプ別の選び方と、スプレーが船便になる理由。',
        content: `<p>日本の日焼け止めは軽くてべたつかず、表示が分かりやすいと人気です。注文前にパッケージの 2 つの指標を確認しましょう。</p>
<h2>SPF と PA</h2>
<ul><li><strong>SPF</strong>（最大 50+）：肌を赤くする UVB を防ぐ効果。</li><li><strong>PA</strong>（＋〜＋＋＋＋）：日焼けや光老化の原因となる UVA を防ぐ効果。</li></ul>
<p>室内中心の日は SPF30・PA+++ で十分。海やアウトドアでは SPF50+・PA++++ のウォータープルーフを。</p>
<h2>テクスチャー</h2>
<ul><li><em>ミルク</em>：落ちにくく、脂性肌や長時間の外出向き。</li><li><em>ジェル</em>：ひんやりとなじみが早く、毎日使いに。</li><li><em>エッセンス</em>：美容液のように軽く、乾燥肌向き。</li><li><em>スプレー</em>：塗り直しに便利ですが、エアゾールのため船便のみ発送可能です。</li></ul>
<p>ポイント：箱の底の使用期限を確認し、ワンシーズンで使い切れる量を購入しましょう。</p>`,
      },
    },
  },
  {
    id: 12,
    cover: 'baby-goods',
    categories: [C.products, C.tips],
    creator: STAFF.ha,
    created: '2026-09-25T02:00:00Z',
    updated: '2026-10-22T05:40:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Bỉm, sữa và đồ dùng mẹ và bé Nhật: mua sao cho tiết kiệm và đúng hạn dùng',
        description:
          'Bỉm cồng kềnh nên đi đường biển, sữa bột cần xem hạn sử dụng, đồ sơ sinh nên mua theo size kế tiếp. Kinh nghiệm từ các mẹ đã mua nhiều lần.',
        content: `<p>Đồ mẹ và bé là nhóm hàng Nhật được đặt nhiều nhất tại Nhật Việt Shop. Vài kinh nghiệm để mua vừa tiết kiệm vừa an tâm:</p>
<h2>Bỉm</h2>
<ul><li>Một bịch bỉm nhẹ nhưng to: cân nặng quy đổi đường bay cao gấp đôi cân thật. Mua từ 4 bịch trở lên, đường biển rẻ hơn rõ rệt.</li><li>Bé lớn nhanh: đặt size kế tiếp thay vì size đang dùng nếu chọn đường biển.</li></ul>
<h2>Sữa bột</h2>
<ul><li>Xem hạn sử dụng (賞味期限) trên ảnh sản phẩm; chúng tôi chụp lại hạn dùng khi hàng về kho.</li><li>Mỗi kiện chỉ nên có số lon vừa đủ dùng cá nhân để tránh bị coi là hàng kinh doanh.</li></ul>
<h2>Đồ dùng khác</h2>
<p>Bình sữa, núm ti, khăn ướt và kem chống hăm nhẹ, dễ gửi đường bay. Xe đẩy, ghế ăn cồng kềnh: chọn đường biển và hỏi hỗ trợ về kích thước thùng trước.</p>`,
      },
      en: {
        title: 'Japanese nappies, formula and baby goods: saving money and watching expiry dates',
        description:
          'Nappies are bulky and cheaper by sea, formula needs an expiry check, newborn items are best bought a size ahead. Advice from parents who have ordered many times.',
        content: `<p>Baby goods are the most ordered Japanese products on Nhật Việt Shop. A few tips to buy economically and safely:</p>
<h2>Nappies</h2>
<ul><li>A pack of nappies is light but large: its volumetric weight by air is about twice the real weight. From four packs up, sea freight is much cheaper.</li><li>Babies grow fast: when shipping by sea, order the next size rather than the current one.</li></ul>
<h2>Formula</h2>
<ul><li>Check the best-before date (賞味期限) in the product photos; we photograph the date again when the goods reach the warehouse.</li><li>Keep each parcel to a personal quantity so it is not treated as commercial goods.</li></ul>
<h2>Other items</h2>
<p>Bottles, teats, wet wipes and nappy cream are light and fly easily. Pushchairs and high chairs are bulky: choose sea freight and ask support about the carton size first.</p>`,
      },
      ja: {
        title: '日本のおむつ・粉ミルク・ベビー用品：お得に、期限に気をつけて買うには',
        description:
          'かさばるおむつは船便が割安、粉ミルクは賞味期限を確認、新生児用品はワンサイズ上を。何度も注文しているママたちの経験から。',
        content: `<p>ベビー用品は Nhật Việt Shop で最も注文の多い日本製品です。お得に安心して買うためのポイントをご紹介します。</p>
<h2>おむつ</h2>
<ul><li>おむつは軽いのにかさばるため、航空便の容積重量は実重量の約 2 倍になります。4 パック以上なら船便が断然お得です。</li><li>赤ちゃんの成長は早いので、船便なら今のサイズより 1 つ上を注文しましょう。</li></ul>
<h2>粉ミルク</h2>
<ul><li>商品写真で賞味期限を確認してください。倉庫到着時にも期限を撮影します。</li><li>商用と見なされないよう、1 つの荷物は個人使用の数量にしましょう。</li></ul>
<h2>その他</h2>
<p>哺乳瓶、乳首、おしりふき、おむつかぶれクリームは軽く、航空便で送りやすい商品です。ベビーカーやベビーチェアはかさばるため船便を選び、事前に箱のサイズをサポートにご確認ください。</p>`,
      },
    },
  },
]
