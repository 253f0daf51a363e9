import { describe, expect, it } from 'vitest'
import { DATE_FINISH_PATTERN } from '@shared/auctions/contracts'
import { dateFinishText } from '@client/features/auctions/auction-query'
import { digitsOnly, digitsValue } from '@client/features/auctions/bid-input'
import { bidLogItemData } from '@client/features/auctions/bid-log-query'
import { hasFinished, secondsLeft, splitSeconds, visibleUnits } from '@client/features/auctions/countdown'
import { ecoringHref } from '@client/features/ecoring/ecoring-search'

const END = 1_800_000_000

describe('secondsLeft', () => {
  it('counts whole seconds to the end and stops at zero', () => {
    expect(secondsLeft(END, (END - 90) * 1000)).toBe(90)
    expect(secondsLeft(END, (END - 90) * 1000 + 999)).toBe(90)
    expect(secondsLeft(END, END * 1000)).toBe(0)
    expect(secondsLeft(END, (END + 5) * 1000)).toBe(0)
  })
})

describe('splitSeconds', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitSeconds(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
    expect(splitSeconds(-3)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe('visibleUnits', () => {
  it('shows units from the largest non-zero one down to seconds', () => {
    expect(visibleUnits(splitSeconds(86_400))).toEqual(['days', 'hours', 'minutes', 'seconds'])
    expect(visibleUnits(splitSeconds(3600 + 1))).toEqual(['hours', 'minutes', 'seconds'])
    expect(visibleUnits(splitSeconds(5 * 60))).toEqual(['minutes', 'seconds'])
    expect(visibleUnits(splitSeconds(7))).toEqual(['seconds'])
  })

  it('shows nothing once the time is up (the page says the auction ended)', () => {
    expect(visibleUnits(splitSeconds(0))).toEqual([])
  })
})

describe('hasFinished (bid log)', () => {
  it('counts an auction as ended only when now in seconds exceeds its finish time', () => {
    expect(hasFinished(END, END * 1000 + 999)).toBe(false)
    expect(hasFinished(END, (END + 1) * 1000)).toBe(true)
    expect(hasFinished(END, (END - 1) * 1000)).toBe(false)
  })
})

describe('bid input', () => {
  it('keeps digits only, without leading zeros, at most 12', () => {
    expect(digitsOnly('1a2.3-4')).toBe('1234')
    expect(digitsOnly('-5')).toBe('5')
    expect(digitsOnly('007')).toBe('7')
    expect(digitsOnly('0')).toBe('0')
    expect(digitsOnly('1234567890123456')).toBe('123456789012')
    expect(digitsOnly('１２')).toBe('')
  })

  it('reads empty input as 0 (minimum 0)', () => {
    expect(digitsValue('')).toBe(0)
    expect(digitsValue('2500')).toBe(2500)
  })
})

describe('bid log item data', () => {
  it('reads the name and picture from the JSON text, tolerating anything else', () => {
    expect(bidLogItemData({ data: '{"name":"Túi","image_uri":"https://x/y.jpg"}' })).toEqual({ name: 'Túi', image_uri: 'https://x/y.jpg' })
    expect(bidLogItemData({ data: '{"name":5}' })).toEqual({ name: '', image_uri: '' })
    expect(bidLogItemData({ data: 'not json' })).toEqual({ name: '', image_uri: '' })
    expect(bidLogItemData({ data: 'null' })).toEqual({ name: '', image_uri: '' })
  })
})

describe('date_finish text', () => {
  it('is yyyy/MM/dd HH:mm:ss in local time (spec §7)', () => {
    const at = new Date(2026, 0, 5, 7, 8, 9)
    expect(dateFinishText(at.getTime() / 1000)).toBe('2026/01/05 07:08:09')
    expect(dateFinishText(at.getTime() / 1000)).toMatch(DATE_FINISH_PATTERN)
  })
})

describe('Ecoring list address', () => {
  it('keeps the tab, category and page in the URL, leaving out defaults', () => {
    expect(ecoringHref({})).toBe('/other-market/ecoring')
    expect(ecoringHref({ tab: 'preview', page: 1 })).toBe('/other-market/ecoring')
    expect(ecoringHref({ tab: 'timelimit', category_id: 'bags', page: 3 })).toBe(
      '/other-market/ecoring?tab=timelimit&category_id=bags&page=3',
    )
  })
})
