/** A LIKE/ILIKE pattern matching `text` anywhere, its own %, _ and \ matching themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
