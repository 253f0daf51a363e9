import { describe, expect, it } from 'vitest'
import { exactFileFilter, splitIntoShards } from '../e2e/support/shard-split'

const total = (files: string[], durations: Record<string, number>) => files.reduce((sum, file) => sum + (durations[file] ?? 0), 0)

describe('e2e files dealt to shards by their measured times', () => {
  it('balances the time, not the count: one long walk against many short files', () => {
    const durations = { 'walk.e2e.ts': 120, 'a.e2e.ts': 30, 'b.e2e.ts': 30, 'c.e2e.ts': 30, 'd.e2e.ts': 30, 'e.e2e.ts': 1, 'f.e2e.ts': 1 }
    const [first, second] = splitIntoShards(Object.keys(durations), durations, 2)
    expect([total(first, durations), total(second, durations)].sort()).toEqual([121, 121])
    expect(first.includes('walk.e2e.ts') ? first : second).toEqual(['e.e2e.ts', 'walk.e2e.ts'])
  })

  it('runs every file exactly once, each shard in name order', () => {
    const files = ['d.e2e.ts', 'b.e2e.ts', 'a.e2e.ts', 'c.e2e.ts', 'e.e2e.ts']
    const shards = splitIntoShards(files, { 'a.e2e.ts': 5, 'b.e2e.ts': 4, 'c.e2e.ts': 3 }, 3)
    expect(shards.flat().sort()).toEqual([...files].sort())
    for (const shard of shards) expect(shard).toEqual([...shard].sort())
  })

  it('counts a file not yet measured as the median file', () => {
    const durations = { 'a.e2e.ts': 10, 'b.e2e.ts': 50, 'c.e2e.ts': 60 }
    const shards = splitIntoShards(['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts', 'new.e2e.ts'], durations, 2)
    // As the median (50) it goes beside b, and a beside c: 70 against 100. Counted as nothing it would join c.
    expect(shards.find((shard) => shard.includes('c.e2e.ts'))).toEqual(['a.e2e.ts', 'c.e2e.ts'])
    expect(shards.find((shard) => shard.includes('new.e2e.ts'))).toEqual(['b.e2e.ts', 'new.e2e.ts'])
  })

  it('filters exactly one file by name, not one whose name ends the same', () => {
    const [, source, flags] = exactFileFilter('offline.e2e.ts').match(/^\/(.*)\/([gi]*)$/) ?? []
    const filter = new RegExp(source, flags)
    expect(filter.test('/repo/tests/e2e/offline.e2e.ts')).toBe(true)
    expect(filter.test('/repo/tests/e2e/no-offline.e2e.ts')).toBe(false)
    expect(filter.test('/repo/tests/e2e/offline.e2e.tsx')).toBe(false)
  })
})
