/** A tiny seeded PRNG (mulberry32): the seed must give the same data on every run, so no Math.random. */
export type Random = () => number

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a: a stable 32-bit number for a string, to seed one PRNG per record. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function randomFor(key: string): Random {
  return createRandom(hashString(key))
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min)
}

export function integerBetween(random: Random, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1))
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability
}
