import { describe, expect, it } from 'vitest'
import { digitsOnly, digitsValue } from '@client/features/auctions/bid-input'
import { hasFinished, secondsLeft, splitSeconds, visibleUnits } from '@client/features/auctions/countdown'

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
