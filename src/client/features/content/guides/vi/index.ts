import type { GuideBook } from '../guide-types'
import { policy, questionAndAnswer } from './help'
import { priceList, servicePriceTable } from './prices'
import { manual, newbie } from './shopping'

export const guideBook: GuideBook = {
  manual,
  newbie,
  'price-list': priceList,
  'service-price-table': servicePriceTable,
  'question-and-answer': questionAndAnswer,
  policy,
}
