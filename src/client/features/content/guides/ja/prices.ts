import {
  AIR_TRANSIT_DAYS as AIR,
  AIR_VOLUME_DIVISOR,
  AUCTION_FEE_YEN,
  FREE_STORAGE_DAYS,
  JAPAN_TAX_PERCENT,
  MIN_CHARGEABLE_KG,
  SEA_TRANSIT_DAYS as SEA,
  SEA_VOLUME_DIVISOR,
  SERVICE_FEE_MIN_YEN,
} from '@shared/content/service-facts'
import { formatYen } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import { serviceFeeExample, serviceFeeRows } from '../guide-facts'
import type { Guide } from '../guide-types'

const example = serviceFeeExample(20_000)

export const priceList: Guide = {
  menuLabel: '送料表',
  title: '日本 – ベトナム間の送料',
  summary:
    '日本倉庫からベトナム倉庫までの送料は、重量と発送方法で決まります。1 kg あたりの料金は燃油サーチャージや船のスケジュールで変わるため、最新の料金表はホットラインでご案内します。',
  updated: '2026-11-01',
  sections: [
    {
      id: 'methods',
      title: '2 つの発送方法',
      blocks: [
        {
          type: 'table',
          head: ['', '航空便', '船便'],
          rows: [
            ['日数（日本倉庫 → ベトナム倉庫）', `${AIR.min}〜${AIR.max} 日`, `${SEA.min}〜${SEA.max} 日`],
            ['容積重量', `縦 × 横 × 高さ（cm）/ ${AIR_VOLUME_DIVISOR}`, `縦 × 横 × 高さ（cm）/ ${SEA_VOLUME_DIVISOR}`],
            ['おすすめ', '軽い・高価・急ぎの商品', '重い・かさばる・急がない商品'],
            ['お取り扱い不可', 'スプレー缶、香水、単体の電池、引火物', '引火物、爆発物'],
          ],
        },
      ],
    },
    {
      id: 'weight',
      title: '重量の計算方法',
      blocks: [
        {
          type: 'paragraph',
          text: `梱包後の箱の実重量と容積重量のうち大きい方を 0.1 kg 単位で切り上げて計算します。1 個口あたりの最低重量は ${MIN_CHARGEABLE_KG} kg です。`,
        },
        {
          type: 'paragraph',
          text: `例：40 × 30 × 30 cm、実重量 4 kg の箱。航空便は 40 × 30 × 30 / ${AIR_VOLUME_DIVISOR} = 6 kg で 6 kg 課金。船便は 40 × 30 × 30 / ${SEA_VOLUME_DIVISOR} = 9 kg で 9 kg 課金ですが、1 kg あたりの料金がずっと安くなります。`,
        },
        {
          type: 'note',
          tone: 'info',
          text: 'かさばる外箱を外し、同じ住所・同じ発送方法の注文をまとめて、課金重量を抑えます。',
        },
      ],
    },
    {
      id: 'schedule',
      title: '1 kg あたりの料金',
      blocks: [
        {
          type: 'hotline',
          text: `航空便・船便の最新の 1 kg あたり料金や大型商品のお見積もりは、ホットライン ${SUPPORT.hotline} までお電話ください。`,
        },
      ],
    },
    {
      id: 'delivery',
      title: 'ベトナムでの受け取り',
      blocks: [
        {
          type: 'list',
          items: [
            'ハノイ、ホーチミン市、ダナンの倉庫での受け取り：無料。',
            'ご自宅への配送：配送業者の料金で、配送前にお知らせします。',
            `ベトナム倉庫到着から ${FREE_STORAGE_DAYS} 日間は保管無料です。`,
          ],
        },
      ],
    },
  ],
}

export const servicePriceTable: Guide = {
  menuLabel: 'サービス料金表',
  title: '購入代行サービスの料金',
  summary: 'Nhật Việt Shop で日本の商品を購入する際の購入手数料とその他の費用を、計算例とともにご案内します。',
  updated: '2026-11-01',
  sections: [
    {
      id: 'tariff',
      title: 'お支払いの仕組み',
      blocks: [
        {
          type: 'paragraph',
          text: '日本の出品者には円（JPY）で支払います。お客様には、注文作成時にトップページに表示されているレートでドン（VND）でお支払いいただきます。このレートは注文に記録され、その注文のお支払いに使われます。',
        },
        { type: 'rate', text: '本日のレート（ドン価格 ＝ レート × 円価格）：', exampleYen: 10_000 },
      ],
    },
    {
      id: 'fees',
      title: '購入手数料',
      blocks: [
        {
          type: 'table',
          head: ['注文金額', '購入手数料'],
          rows: [
            ...serviceFeeRows({
              below: (yen) => `${yen} 未満`,
              between: (from, to) => `${from} 以上 ${to} 未満`,
              andAbove: (yen) => `${yen} 以上`,
            }),
            ['ikom・awond の商品', '無料'],
            ['オークション（ヤフオク！、Ecoring）、フリマ（メルカリ、ラクマ）', `1 点につき ${formatYen(AUCTION_FEE_YEN)}`],
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: `購入手数料は 1 注文あたり最低 ${formatYen(SERVICE_FEE_MIN_YEN)} です（ikom・awond の商品を除く）。`,
        },
      ],
    },
    {
      id: 'other',
      title: 'その他の費用',
      blocks: [
        {
          type: 'list',
          items: [
            `日本の消費税 ${JAPAN_TAX_PERCENT}% はカートで商品代金に加算されます。`,
            '日本国内送料（出品者 → 当社倉庫）：実費。送料無料の出品者も多くいます。',
            '国際送料：送料表をご覧ください。',
            '銀行振込手数料がかかる場合は、お振込人のご負担となります。',
          ],
        },
      ],
    },
    {
      id: 'example',
      title: '計算例',
      blocks: [
        {
          type: 'paragraph',
          text: `楽天で ${example.goods} の注文の場合：購入手数料 ${example.percent} で ${example.fee}。注文作成後、商品代金・購入手数料・見積もり送料を注文のレートでドンに換算し、1 回でお支払いいただきます（注文のお支払いページの金額）。`,
        },
        { type: 'hotline', text: `具体的なご注文のお見積もりは、ホットライン ${SUPPORT.hotline} までお電話ください。` },
      ],
    },
  ],
}
