import {
  AIR_TRANSIT_DAYS as AIR,
  COMPLAINT_DAYS,
  FREE_STORAGE_DAYS,
  INVITATION_REWARD_VND,
  SEA_TRANSIT_DAYS as SEA,
} from '@shared/content/service-facts'
import { formatDong } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import type { Guide } from '../guide-types'

export const questionAndAnswer: Guide = {
  menuLabel: 'Questions and answers',
  title: 'Frequently asked questions',
  summary: 'The questions customers send us most often, about ordering, payment, shipping and after delivery.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'ordering',
      title: 'Ordering',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Which sites can I buy from?',
              answer:
                'Our ikom and awond shops, Amazon, Rakuten, Yahoo Shopping, Mercari, Rakuma, PayPay, Hard Off, Yodobashi, Nike and Tonoike, plus Yahoo Auction and Ecoring auctions. For any other site, send the link to our support team.',
            },
            {
              question: 'I have a product link. How do I order?',
              answer:
                'Paste the link into the search box at the top of the page. The site is recognised and the product page opens, so you can add it to your cart as usual.',
            },
            {
              question: 'Can I cancel an order?',
              answer:
                'An order not yet bought from the seller can be cancelled free; what you paid returns to your wallet within 3 working days. Once bought, cancelling depends on the seller’s policy; won auctions cannot be cancelled.',
            },
            {
              question: 'How do I bid in auctions?',
              answer:
                'Your account needs auction permission. On an auction product page press Register now and leave your phone number; our staff will contact you within 24 hours.',
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Why do I pay when I create the order?',
              answer:
                'We pay the Japanese seller as soon as we buy, so each order is paid first, by one transfer: the goods with tax, the purchase fee and the estimated shipping, exactly the amount on the order’s payment page.',
            },
            {
              question: 'What if the rate changes after I order?',
              answer:
                'The rate at the time you create the order is recorded on it and applies to all the goods of that order, whether the rate later rises or falls.',
            },
            {
              question: 'How do I pay?',
              answer:
                'By bank transfer using the details on the order’s payment page, with the order code in the transfer note. Your wallet balance can also be used.',
            },
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: 'Shipping',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'How long until I receive my goods?',
              answer: `Sellers usually deliver to our Japanese warehouse in 1–4 days. From there to Vietnam: ${AIR.min}–${AIR.max} days by air, ${SEA.min}–${SEA.max} days by sea.`,
            },
            {
              question: 'How is shipping charged?',
              answer: `By the larger of the carton’s actual and volumetric weight. Call our hotline ${SUPPORT.hotline} for the current price per kg.`,
            },
            {
              question: 'Can I combine orders to save on shipping?',
              answer:
                'Yes. Orders with the same delivery address and shipping method that reach our Japanese warehouse around the same time are combined automatically. To wait for more orders, tell our support team.',
            },
            {
              question: 'What cannot be shipped?',
              answer:
                'Weapons, narcotics, prescription medicines, fresh food and counterfeits. Sprays, perfume and loose batteries cannot go by air. See the shipping restrictions on each product page.',
            },
          ],
        },
      ],
    },
    {
      id: 'after',
      title: 'After delivery',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'What if goods arrive damaged or wrong?',
              answer: `Tell us within ${COMPLAINT_DAYS} days of receiving them, with photos or an unboxing video, through Support in your account. Damage in transit is compensated under our Terms; wrong goods from the seller are returned or exchanged with the seller’s help.`,
            },
            {
              question: 'What is an invitation code?',
              answer: `Every account has an invitation code. Each friend who enters yours takes ${formatDong(INVITATION_REWARD_VND)} off the shipping fee of your next order.`,
            },
            {
              question: 'How long are goods kept at the Vietnamese warehouse?',
              answer: `Storage is free for ${FREE_STORAGE_DAYS} days. After that a storage fee is charged by days and weight.`,
            },
          ],
        },
        {
          type: 'hotline',
          text: `No answer here? Call our hotline ${SUPPORT.hotline} or send a request from Support.`,
        },
      ],
    },
  ],
}

export const policy: Guide = {
  menuLabel: 'Terms and policies',
  title: 'Terms of service',
  summary: 'The terms that apply when you buy through Nhật Việt Shop. By creating an order you accept the terms below.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'scope',
      title: '1. The service',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nhật Việt Shop sells the goods of the ikom and awond shops and offers buying and bidding on Japanese sites for you, receiving the goods at our warehouse in Japan and shipping them to Vietnam. We deal with sellers on your behalf; sellers are responsible for the quality and description of their products.',
        },
      ],
    },
    {
      id: 'orders',
      title: '2. Orders and payment',
      blocks: [
        {
          type: 'list',
          items: [
            'Dong prices are converted from yen at the rate on the home page; the rate when you create an order is recorded on it.',
            'Orders are processed once the amount on the order’s payment page has been received. Orders not paid after 3 days may be cancelled.',
            'That amount is the goods, the purchase fee and the shipping fee estimated from the products’ weights; each shop is one order, paid by one transfer.',
            'Prices and stock may change before we buy; you are then told and may cancel free of charge.',
          ],
        },
      ],
    },
    {
      id: 'cancel',
      title: '3. Cancellations and refunds',
      blocks: [
        {
          type: 'list',
          items: [
            'Before we buy from the seller: free cancellation, refunded to your wallet within 3 working days.',
            'After buying: cancellation only if the seller agrees; any return costs are paid by the customer.',
            'Won auctions cannot be cancelled.',
            'Seller out of stock or cancelling: everything paid for that item is refunded.',
            'Your wallet balance can be withdrawn to your bank account on request.',
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: '4. Shipping and storage',
      blocks: [
        {
          type: 'list',
          items: [
            'Transit times are estimates; delays caused by customs, weather or flight and sailing schedules are not service failures.',
            'Restricted goods are held at our Japanese warehouse so you can cancel, change the shipping method or return them to the seller.',
            `Goods are stored free for ${FREE_STORAGE_DAYS} days in Vietnam; goods not collected after 90 days may be disposed of after notice.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: '5. Liability and complaints',
      blocks: [
        {
          type: 'list',
          items: [
            `Complaints about damaged, missing or wrong goods are accepted within ${COMPLAINT_DAYS} days of delivery, with photos or an unboxing video.`,
            'Goods damaged or lost in transit are compensated at their declared value, up to the amount paid for them.',
            'We only check the outside and the quantity; we are not responsible for the inner working of used goods.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      title: '6. Prohibited and restricted goods',
      blocks: [
        {
          type: 'paragraph',
          text: 'We do not buy or ship weapons, illegal drugs, prescription medicines, fresh food, live animals or plants, counterfeits, or anything unlawful in Japan or Vietnam. Sprays, flammable liquids and loose batteries only travel by a suitable method.',
        },
      ],
    },
    {
      id: 'privacy',
      title: '7. Privacy',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your details (name, phone number, e-mail, address) are only used to handle orders, deliveries and customer care, and only shared with carriers and customs as far as needed. We never sell customer data to third parties.',
        },
      ],
    },
    {
      id: 'changes',
      title: '8. Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text:
            'These terms may be updated; an order follows the terms in force when it was created. Questions: ' +
            SUPPORT.email +
            ' or hotline ' +
            SUPPORT.hotline +
            '.',
        },
      ],
    },
  ],
}
