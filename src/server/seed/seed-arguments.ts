const MAX_PRODUCTS = 20_000_000

export class UsageError extends Error {}

/** `--products N` (or `--products=N`): fill the catalogue up to N products in all. */
export function parseSeedArguments(argv: readonly string[]): { products: number | null } {
  let products: number | null = null
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split('=', 2)
    if (flag !== '--products') throw new UsageError(`Unknown argument ${argv[index]}. Usage: npm run seed [-- --products N]`)
    const value = inline ?? argv[++index]
    if (!value || !/^\d+$/.test(value) || Number(value) > MAX_PRODUCTS) {
      throw new UsageError(`--products needs a whole number from 0 to ${MAX_PRODUCTS.toLocaleString('en')}.`)
    }
    products = Number(value)
  }
  return { products }
}
