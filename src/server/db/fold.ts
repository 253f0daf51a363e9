import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'

/**
 * The letters foldSearchText turns into one plain a–z letter (Vietnamese vowels with their marks, đ,
 * upper and lower case): the same fold in SQL, as translate() then lower() — both immutable, so an
 * expression index (trigram, for substring matches) can hold it. Built from the one fold, never by hand.
 */
function foldTable(): { from: string; to: string } {
  let from = ''
  let to = ''
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ]
  for (const [start, end] of ranges)
    for (let code = start; code <= end; code++) {
      const character = String.fromCodePoint(code)
      const folded = foldSearchText(character)
      if (/^[a-z]$/.test(folded)) {
        from += character
        to += folded
      }
    }
  return { from, to }
}

const FOLD = foldTable()

/** `lower(translate(a || ' ' || b …))`: the stored side of an accent- and case-insensitive match (nulls as empty). */
export function foldedSql(...columns: SQLWrapper[]): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )
  return sql`lower(translate(${joined}, ${sql.raw(`'${FOLD.from}'`)}, ${sql.raw(`'${FOLD.to}'`)}))`
}
