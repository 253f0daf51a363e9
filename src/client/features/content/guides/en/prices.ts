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
  menuLabel: 'Shipping price list',
  title: 'Japan – Vietnam shipping prices',
  summary:
    'Shipping from our Japanese warehouse to our Vietnamese warehouse is charged by weight and method. The price per kg follows fuel surcharges and sailing schedules, so we send the current schedule through our hotline.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'methods',
      title: 'Two ways to ship',
      blocks: [
        {
          type: 'table',
          head: ['', 'Air', 'Sea'],
          rows: [
            ['Transit (Japan warehouse → Vietnam warehouse)', `${AIR.min}–${AIR.max} days`, `${SEA.min}–${SEA.max} days`],
            ['Volumetric weight', `L × W × H (cm) / ${AIR_VOLUME_DIVISOR}`, `L × W × H (cm) / ${SEA_VOLUME_DIVISOR}`],
            ['Best for', 'Light, valuable or urgent goods', 'Heavy, bulky goods that can wait'],
            ['Not accepted', 'Sprays, perfume, loose batteries, flammables', 'Flammables, explosives'],
          ],
        },
      ],
    },
    {
      id: 'weight',
      title: 'How weight is counted',
      blocks: [
        {
          type: 'paragraph',
          text: `You pay for the larger of the actual and the volumetric weight of the packed carton, rounded up to 0.1 kg, with a minimum of ${MIN_CHARGEABLE_KG} kg per parcel.`,
        },
        {
          type: 'paragraph',
          text: `Example: a 40 × 30 × 30 cm carton weighing 4 kg. Air: 40 × 30 × 30 / ${AIR_VOLUME_DIVISOR} = 6 kg, charged as 6 kg. Sea: 40 × 30 × 30 / ${SEA_VOLUME_DIVISOR} = 9 kg, charged as 9 kg but at a much lower price per kg.`,
        },
        {
          type: 'note',
          tone: 'info',
          text: 'We remove bulky outer boxes and combine orders with the same address and method to lower the chargeable weight.',
        },
      ],
    },
    {
      id: 'schedule',
      title: 'Price per kg',
      blocks: [
        {
          type: 'hotline',
          text: `Call our hotline ${SUPPORT.hotline} for the current price per kg by air and by sea, and for a quote on bulky goods.`,
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Receiving your goods in Vietnam',
      blocks: [
        {
          type: 'list',
          items: [
            'Collection at our Hanoi, Ho Chi Minh City or Da Nang warehouse: free.',
            'Home delivery: at the delivery company’s rates, quoted before delivery.',
            `Free storage for ${FREE_STORAGE_DAYS} days after the goods reach our Vietnamese warehouse.`,
          ],
        },
      ],
    },
  ],
}

export const servicePriceTable: Guide = {
  menuLabel: 'Service price table',
  title: 'Buying service prices',
  summary: 'The purchase fee and other charges when you buy Japanese goods through Nhật Việt Shop, with a worked example.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'tariff',
      title: 'How payment works',
      blocks: [
        {
          type: 'paragraph',
          text: 'Japanese sellers are paid in yen (JPY). You pay us in dong (VND) at the rate shown on the home page when you create the order; that rate is recorded on the order and used for its payment.',
        },
        { type: 'rate', text: 'Today’s rate (dong price = rate × yen price):', exampleYen: 10_000 },
      ],
    },
    {
      id: 'fees',
      title: 'Purchase fee',
      blocks: [
        {
          type: 'table',
          head: ['Order value', 'Purchase fee'],
          rows: [
            ...serviceFeeRows({
              below: (yen) => `Under ${yen}`,
              between: (from, to) => `${from} to under ${to}`,
              andAbove: (yen) => `${yen} and above`,
            }),
            ['ikom and awond goods', 'Free'],
            ['Auctions (Yahoo Auction, Ecoring), flea markets (Mercari, Rakuma)', `${formatYen(AUCTION_FEE_YEN)} per item`],
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: `The minimum purchase fee is ${formatYen(SERVICE_FEE_MIN_YEN)} per order (except ikom and awond goods).`,
        },
      ],
    },
    {
      id: 'other',
      title: 'Other charges',
      blocks: [
        {
          type: 'list',
          items: [
            `Japanese consumption tax of ${JAPAN_TAX_PERCENT}% is added to the goods in the cart.`,
            'Domestic shipping in Japan (seller → our warehouse): at cost; many sellers ship free.',
            'International shipping: see the Shipping price list.',
            'Bank transfer fees, if any, are paid by the sender.',
          ],
        },
      ],
    },
    {
      id: 'example',
      title: 'Worked example',
      blocks: [
        {
          type: 'paragraph',
          text: `A ${example.goods} order on Rakuten: the ${example.percent} purchase fee is ${example.fee}. After creating the order you pay, in one transfer, the goods, the purchase fee and the estimated shipping in dong at the order’s rate — the amount on the order’s payment page.`,
        },
        { type: 'hotline', text: `Need a quote for a specific order? Call our hotline ${SUPPORT.hotline}.` },
      ],
    },
  ],
}
