import { AIR_TRANSIT_DAYS as AIR, INVITATION_REWARD_VND, JAPAN_TAX_PERCENT, SEA_TRANSIT_DAYS as SEA } from '@shared/content/service-facts'
import { formatDong } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import type { Guide } from '../guide-types'

export const manual: Guide = {
  menuLabel: 'Shopping guide',
  title: 'How to buy from Japan in 6 steps',
  summary: 'From finding an item on a Japanese site to receiving it in Vietnam: six simple steps, each one visible in your account.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'steps',
      title: 'The six steps',
      blocks: [
        {
          type: 'steps',
          steps: [
            {
              title: 'Find the product',
              text: 'Browse the ikom or awond shop, or pick a Japanese marketplace from the main menu (Amazon, Rakuten, Mercari, Yahoo Auction…). Already have a product link? Paste it into the search box and the right product page opens.',
              items: [
                'Prices show in dong at today’s rate, with the seller’s original yen price.',
                'Check the shipping restrictions (air, sea) on the product page before buying.',
              ],
            },
            {
              title: 'Add to cart or Buy now',
              text: 'Choose the quantity (and colour or size, if any) and press Add to cart. The cart groups products by shop; each shop becomes its own order.',
            },
            {
              title: 'Choose the delivery address and shipping method',
              text: `On the cart page, choose a delivery address (or add one) and air freight (${AIR.min}–${AIR.max} days) or sea freight (${SEA.min}–${SEA.max} days). The goods total includes ${JAPAN_TAX_PERCENT}% Japanese consumption tax.`,
            },
            {
              title: 'Create the order and pay it',
              text: 'Press Create order. The payment page shows the bank, account number, amount and transfer note (your order code). Use exactly that note so the order is confirmed as quickly as possible.',
            },
            {
              title: 'We buy the goods and receive them in Japan',
              text: 'Within 24 working hours of receiving your payment, our staff buy from the seller. Goods arriving at our Tokyo or Osaka warehouse are counted, checked outside, photographed and repacked.',
              items: ['The order moves through: Pending → Waiting to receive → Received at warehouse.'],
            },
            {
              title: 'Shipping to Vietnam and delivery',
              text: 'The goods travel to our Hanoi, Ho Chi Minh City or Da Nang warehouse. On arrival you collect them or have them delivered to your door.',
            },
          ],
        },
      ],
    },
    {
      id: 'tracking',
      title: 'Following your order',
      blocks: [
        {
          type: 'paragraph',
          text: 'All your orders are under Account → Orders. The Notifications part of each order shows where every box is: received at a warehouse, moving between warehouses, handed to a carrier or received.',
        },
        {
          type: 'note',
          tone: 'info',
          text: 'If the seller runs out of stock or cancels, the order becomes Out of stock and what you paid for that item is refunded to your wallet.',
        },
      ],
    },
    {
      id: 'help',
      title: 'Need help?',
      blocks: [
        {
          type: 'hotline',
          text: `Want advice on the shipping method, or the latest shipping fee schedule? Call our hotline ${SUPPORT.hotline}.`,
        },
      ],
    },
  ],
}

export const newbie: Guide = {
  menuLabel: 'New here?',
  title: 'New here? Getting started',
  summary:
    'Nhật Việt Shop buys goods in Japan for you and ships them to Vietnam. This page explains how the service works, what you pay for and what to know before your first order.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'what',
      title: 'What we do',
      blocks: [
        {
          type: 'paragraph',
          text: 'You choose goods on Japanese shopping sites; we pay the seller in yen for you, receive the goods at our warehouse in Japan, check and pack them, and ship them to Vietnam. You only pay in dong and can follow every step in your account.',
        },
        {
          type: 'list',
          items: [
            'The ikom and awond shops: Japanese goods in stock, clear prices, no purchase fee.',
            'Japanese marketplaces: Amazon, Rakuten, Yahoo Shopping, Mercari, Rakuma, PayPay, Hard Off, Yodobashi, Nike, Tonoike.',
            'Auctions: Yahoo Auction and the Ecoring auction house (auction permission required).',
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Create an account',
      blocks: [
        {
          type: 'paragraph',
          text: 'Signing up with your Google or Apple account takes seconds. Then add your phone number and a delivery address in your Address book to order faster.',
        },
        { type: 'register', text: 'No account yet? Sign up free to order, follow your orders and get offers.' },
      ],
    },
    {
      id: 'costs',
      title: 'What you pay for',
      blocks: [
        {
          type: 'list',
          items: [
            'The goods: the seller’s yen price converted to dong at the rate on the home page, plus Japanese consumption tax.',
            'The purchase fee: see the Service price table; free for ikom and awond goods.',
            'Domestic shipping in Japan: the seller sends the goods to our warehouse; many sellers ship free.',
            'International shipping: charged by weight once the goods reach the warehouse; see the Shipping price list.',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: 'After creating the order you pay the amount on its payment page: the goods with tax, the purchase fee and the estimated shipping. Each shop is one order, paid by one transfer.',
        },
      ],
    },
    {
      id: 'tips',
      title: 'Tips for your first order',
      blocks: [
        {
          type: 'list',
          items: [
            'Start with one item from the ikom or awond shop to get to know the process.',
            'Combine several items with the same shipping method to save on shipping.',
            `Each activated invitation code takes ${formatDong(INVITATION_REWARD_VND)} off the shipping fee of your next order.`,
            'For used goods, read the condition notes and look at every photo before ordering.',
          ],
        },
      ],
    },
    {
      id: 'help',
      title: 'Still have questions?',
      blocks: [
        {
          type: 'hotline',
          text: `See the Questions and answers page or call our hotline ${SUPPORT.hotline} (Monday–Friday 8.00 am–5.30 pm, Saturday 8.00 am–12.00 noon).`,
        },
      ],
    },
  ],
}
