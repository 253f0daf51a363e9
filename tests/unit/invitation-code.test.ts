import { describe, expect, it } from 'vitest'
import { INVITATION_REWARD_VND, decodeInvitationCode, encodeInvitationCode, normalizeInvitationCode } from '@shared/account/invitation-code'

describe('invitation code rule', () => {
  it('shifts each digit by 7 plus its position and appends a weighted check digit', () => {
    expect(encodeInvitationCode(100001)).toBe('8890137')
    expect(encodeInvitationCode(1)).toBe('81')
    expect(encodeInvitationCode(123456)).toBe('8024681')
  })

  it('decodes every code back to its customer id', () => {
    const ids = [1, 9, 10, 99, 100001, 100002, 123456, 999999, 2_147_483_647]
    for (const id of ids) expect(decodeInvitationCode(encodeInvitationCode(id))).toBe(id)
    for (let id = 100_001; id < 101_000; id += 1) expect(decodeInvitationCode(encodeInvitationCode(id))).toBe(id)
  })

  it('gives different customers different codes', () => {
    const codes = new Set(Array.from({ length: 5000 }, (_, index) => encodeInvitationCode(100_001 + index)))
    expect(codes.size).toBe(5000)
  })

  it('refuses a code with any single digit mistyped', () => {
    const code = encodeInvitationCode(100_123)
    for (let position = 0; position < code.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === code[position]) continue
        const typo = code.slice(0, position) + digit + code.slice(position + 1)
        expect(decodeInvitationCode(typo), typo).not.toBe(100_123)
      }
    }
    const wrongCheck = code.slice(0, -1) + ((Number(code.at(-1)) + 1) % 10)
    expect(decodeInvitationCode(wrongCheck)).toBeNull()
  })

  it('refuses text that is not a code', () => {
    for (const text of ['', '7', 'abc', '88901 3x', '8890137.0', '1'.repeat(17)]) {
      expect(decodeInvitationCode(text), text).toBeNull()
    }
  })

  it('refuses a well-formed code of an id no customer can have (beyond int4)', () => {
    for (const id of [2_147_483_648, 9_999_999_999, 987_654_321_012_345])
      expect(decodeInvitationCode(encodeInvitationCode(id)), String(id)).toBeNull()
  })

  it('refuses a code that would decode to a leading zero', () => {
    // First shifted digit 7 decodes to 0.
    expect(decodeInvitationCode('70')).toBeNull()
  })

  it('accepts spaces and dashes around the digits', () => {
    expect(normalizeInvitationCode(' 889-0137 ')).toBe('8890137')
    expect(decodeInvitationCode(' 889 0137')).toBe(100001)
  })

  it('only encodes positive safe integers', () => {
    for (const id of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => encodeInvitationCode(id)).toThrow(RangeError)
  })

  it('rewards 20,000 VND per activated code', () => {
    expect(INVITATION_REWARD_VND).toBe(20_000)
  })
})
