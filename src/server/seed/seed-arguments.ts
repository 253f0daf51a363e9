const MAX_PRODUCTS = 20_000_000
const USAGE = 'Usage: npm run seed [-- --products N] [-- --market-listings N]'

export class UsageError extends Error {}

export type SeedArguments = {
  /** `--products N`: fill the catalogue up to N products in all. */
  products: number | null
  /** `--market-listings N`: fill the markets' mirror up to N listings in all. */
  marketListings: number | null
}

const FLAGS = { '--products': 'products', '--market-listings': 'marketListings' } as const

function isFlag(flag: string): flag is keyof typeof FLAGS {
  return Object.hasOwn(FLAGS, flag)
}

/** `--products N` and `--market-listings N` (or `--flag=N`). */
export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const parsed: SeedArguments = { products: null, marketListings: null }
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split('=', 2)
    if (!isFlag(flag)) throw new UsageError(`Unknown argument ${argv[index]}. ${USAGE}`)
    const value = inline ?? argv[++index]
    if (!value || !/^\d+$/.test(value) || Number(value) > MAX_PRODUCTS) {
      throw new UsageError(`${flag} needs a whole number from 0 to ${MAX_PRODUCTS.toLocaleString('en')}.`)
    }
    parsed[FLAGS[flag]] = Number(value)
  }
  return parsed
}
