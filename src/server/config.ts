import { isIP } from 'node:net'
import { z } from 'zod'
import { AUCTION_BRIDGES, type AuctionBridgeName } from '@shared/auctions/desk'
import { BANK_TRANSFER_ACCOUNT } from '@shared/payment/bank-account'
import { extraSourcesSchema } from './http/security-headers-sources'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** A rate limit: at most `max` requests per window, or null (`off`). See src/server/http/rate-limit.ts. */
export type RateLimit = { max: number; windowMs: number } | null

const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const

/** `<requests>/<window>` such as `10/1m` (units s, m, h), or `off`. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^(off|[1-9]\d{0,5}\/[1-9]\d{0,3}[smh])$/, 'must be off or <requests>/<window> with a unit s, m or h, e.g. 10/1m')
    .default(fallback)
    .transform((value): RateLimit => {
      if (value === 'off') return null
      const [max, window] = value.split('/')
      return { max: Number(max), windowMs: Number(window.slice(0, -1)) * WINDOW_UNIT_MS[window.at(-1) as keyof typeof WINDOW_UNIT_MS] }
    })

/** Where browsers' push services live (Chrome/Edge/Samsung: FCM, Firefox: Mozilla, Safari: Apple, legacy Edge: WNS). */
const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com'

const envSchema = z.object({
  HOST: z.string().default('localhost'),
  /**
   * Which peers' X-Forwarded-For / X-Forwarded-Proto are believed (Fastify's trustProxy): `loopback` (a reverse
   * proxy on this machine), a comma-separated list of addresses or CIDR ranges, `all`, or `none`.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string => (value === 'all' ? true : value === 'none' ? false : value)),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
    .default('demo-storefront'),
  FIREBASE_API_KEY: z.string().default('fake-api-key'),
  FIREBASE_AUTH_DOMAIN: z.preprocess(emptyToUndefined, z.string().optional()),
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
  ),
  /** Port of the Auth emulator that `npm start` launches for a demo- project. */
  /** A staff token is believed only while the account still has the staff claim, asked again at most this often. */
  STAFF_RECHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST_DIR: z.string().default('./dist/client'),
  /** Machine translation of reviews (POST /api/translate); without a key texts come back untranslated. */
  DEEPL_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Override of the DeepL endpoint (default: the Free API for ":fx" keys, the Pro API otherwise). */
  DEEPL_API_URL: z.preprocess(emptyToUndefined, z.string().url('must be an http(s) URL').optional()),
  /** A bank's published exchange rates (Vietcombank's XML) whose JPY selling rate the staff console proposes; none by default. */
  RATE_FEED_URL: z.preprocess(emptyToUndefined, z.string().url('must be an http(s) URL').optional()),
  /**
   * The bank feed's key (SePay: `Authorization: Apikey <key>` on POST /api/payments/bank-webhook). Without
   * it the webhook does not exist (404). At least 16 characters.
   */
  BANK_WEBHOOK_API_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S{16,200}$/, 'must be 16 to 200 characters without spaces')
      .optional(),
  ),
  /** The account the payment page's VietQR names: only incoming transfers to it count (others are recorded as ignored). */
  BANK_ACCOUNT_NUMBER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9A-Za-z]{4,40}$/, 'must be the account number (letters and digits)')
      .default(BANK_TRANSFER_ACCOUNT.accountNumber),
  ),
  /** Where uploaded files (support attachments) are kept; default: DATA_DIR/uploads. */
  UPLOAD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Size cap of one uploaded file, in bytes (default 5 MiB, at most 50 MiB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** Keep serialised answers of public catalogue reads in memory (off: every request queries the database). */
  CATALOG_RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The most memory (MB) the catalogue's cached answers may take; the least recently used go first. */
  CATALOG_RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * PGlite's page cache (PostgreSQL's shared_buffers, MB): held in the server's memory from the start, all of
   * it resident (16: the demo's data fits; each 16 MB more is ~16 MB more at idle, issue 25).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(8).max(4096).default(16),
  /** Run the job workers inside the server process, or leave them to `npm run worker` processes. */
  JOB_WORKERS: z.enum(['in-process', 'off']).default('in-process'),
  /** `yes` lets the demo sign-in (Auth emulator) serve on a non-loopback HOST; see demoAuthExposure. */
  ALLOW_DEMO_AUTH_ON_PUBLIC_HOST: z.enum(['yes', 'no']).default('no'),
  /** Demo content: the seed's catalogue, rates and posts, and the demo simulator's wallet histories and box trails. */
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  /**
   * How the shop's bids reach Yahoo Auction and Ecoring and their prices and results come back (README:
   * Auction desk): `desk` (staff at /admin/auctions; a lot whose end passes waits for its recorded result)
   * or `simulator` (the demo's other bidders; the engine's leader at the end wins). Default: simulator
   * with DEMO_DATA=on, desk otherwise.
   */
  AUCTION_BRIDGE: z.preprocess(emptyToUndefined, z.enum(AUCTION_BRIDGES).optional()),
  /** A staff ledger entry (deposit, debit, refund) of more dong than this waits for a second staff member's approval. */
  LEDGER_CONFIRM_ABOVE_VND: z.coerce.number().int().min(0).default(10_000_000),
  /** A leading bid or a scheduled snipe holds this percent of its maximum (in VND at the day's rate) from the wallet. */
  AUCTION_DEPOSIT_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /** Sources a deployment adds to the Content-Security-Policy: "connect-src https://a; img-src https://b". */
  CSP_EXTRA_SOURCES: extraSourcesSchema,
  /** Per customer (per IP address when signed out), for the routes of each policy (src/server/http/rate-limit.ts). */
  RATE_LIMIT_REVIEWS: rateLimit('10/1m'),
  RATE_LIMIT_SUPPORT_TICKETS: rateLimit('10/10m'),
  RATE_LIMIT_SUPPORT_ATTACHMENTS: rateLimit('30/10m'),
  RATE_LIMIT_ORDERS: rateLimit('30/1m'),
  RATE_LIMIT_INVITATIONS: rateLimit('10/10m'),
  RATE_LIMIT_ADDRESS_WRITES: rateLimit('30/1m'),
  RATE_LIMIT_TRANSLATE: rateLimit('60/1h'),
  RATE_LIMIT_PUSH_SUBSCRIPTIONS: rateLimit('30/10m'),
  RATE_LIMIT_BIDS: rateLimit('60/1m'),
  /** One IP address may spend this many customers' budgets of a policy in all (customers behind one NAT). */
  RATE_LIMIT_IP_SHARE: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Web Push (VAPID): the contact push services may write to — `mailto:` or `https:`. Apple's push
   * service refuses a contact on localhost, so such a subject stops start-up. Optional for a demo- project.
   */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .superRefine((value, context) => {
        const problem = pushContactProblem(value)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      })
      .optional(),
  ),
  /** The VAPID key pair (base64url, as web-push generate-vapid-keys prints it); without it one is generated and kept in the database. */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters, starting with B)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  /** Rakuten Ichiba Item Search serves Rakuten's listings live when these four are set (README: Live market APIs). */
  RAKUTEN_APPLICATION_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S{1,200}$/, 'must be the application id (no spaces)')
      .optional(),
  ),
  RAKUTEN_ACCESS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S{1,200}$/, 'must be the access key (no spaces)')
      .optional(),
  ),
  /** The site registered for the Rakuten application, sent as Origin and Referer: scheme and host only. */
  RAKUTEN_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[\w.-]+(:\d{1,5})?$/, 'must be an origin such as https://shop.example.vn (no path)')
      .optional(),
  ),
  /** The Item Search version in the path (retired versions answer 400 "API Configuration not found"). */
  RAKUTEN_API_VERSION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.-]{1,20}$/, 'must be a version such as 20260501')
      .optional(),
  ),
  RAKUTEN_API_URL: z.string().url('must be an http(s) URL').default('https://openapi.rakuten.co.jp'),
  /** Yahoo! Shopping itemSearch v3 serves Yahoo! Shopping's listings live when set. */
  YAHOO_SHOPPING_APPID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S{1,200}$/, 'must be the Client ID (no spaces)')
      .optional(),
  ),
  YAHOO_SHOPPING_API_URL: z.string().url('must be an http(s) URL').default('https://shopping.yahooapis.jp'),
  /** How long the live market APIs' answers are reused, in seconds: at most 24 h (Rakuten's terms on prices). */
  MARKET_API_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
  /** A live market API answering slower than this is treated as down for that call (the mirror answers). */
  MARKET_API_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(5_000),
  /** Hosts (and their subdomains) a push subscription's endpoint may name; nothing else is ever sent a request. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
})

const RAKUTEN_SETTINGS = ['RAKUTEN_APPLICATION_ID', 'RAKUTEN_ACCESS_KEY', 'RAKUTEN_ORIGIN', 'RAKUTEN_API_VERSION'] as const

/** The Rakuten API takes all four settings or none: each missing one, named. */
const checkedEnvSchema = envSchema.superRefine((config, context) => {
  const given = RAKUTEN_SETTINGS.filter((name) => config[name] !== undefined)
  if (given.length === 0 || given.length === RAKUTEN_SETTINGS.length) return
  for (const name of RAKUTEN_SETTINGS.filter((name) => config[name] === undefined))
    context.addIssue({ code: 'custom', path: [name], message: `is needed with ${given.join(', ')} (the Rakuten API takes all four)` })
})

export type Config = z.infer<typeof envSchema> & {
  /** A `demo-` project never talks to Google: it always uses the emulator. */
  usesAuthEmulator: boolean
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at start-up; a bad value stops with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  const usesAuthEmulator = config.FIREBASE_PROJECT_ID.startsWith('demo-') || Boolean(config.FIREBASE_AUTH_EMULATOR_HOST)
  return { ...config, usesAuthEmulator }
}

/** The auction bridge in use: AUCTION_BRIDGE, else the simulator in the demo (DEMO_DATA=on) and the staff desk otherwise. */
export function auctionBridgeOf(config: Pick<Config, 'AUCTION_BRIDGE' | 'DEMO_DATA'>): AuctionBridgeName {
  return config.AUCTION_BRIDGE ?? (config.DEMO_DATA === 'on' ? 'simulator' : 'desk')
}

export function authEmulatorHost(config: Config): string | undefined {
  if (!config.usesAuthEmulator) return undefined
  return config.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${config.AUTH_EMULATOR_PORT}`
}

/** The Auth emulator's address as the browser reaches it, when sign-in goes through the emulator. */
export function authEmulatorUrl(config: Config): string | undefined {
  const host = authEmulatorHost(config)
  return host ? `http://${host}` : undefined
}

/** Where Firebase serves a real project's sign-in helpers (its iframe and popup handler). */
export function firebaseAuthDomain(config: Config): string {
  return config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`
}

/** localhost, 127.0.0.0/8 and ::1: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const address = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  if (address === 'localhost' || address === '::1') return true
  return isIP(address) === 4 && address.startsWith('127.')
}

/**
 * The Auth emulator accepts unsigned tokens (alg none) for any uid, so on an address others can reach anyone could
 * act as any customer or staff member. A demo- project (or an emulator) may only serve on loopback unless
 * ALLOW_DEMO_AUTH_ON_PUBLIC_HOST=yes; then the returned warning must be logged. Throws a ConfigError when refused.
 */
export function demoAuthExposureWarning(config: Config): string | null {
  if (!config.usesAuthEmulator || isLoopbackHost(config.HOST)) return null
  const risk =
    `HOST=${config.HOST} is not a loopback address and sign-in uses the Firebase Auth emulator (project ` +
    `${config.FIREBASE_PROJECT_ID}), which accepts unsigned tokens: anyone who can reach this server can sign in as any customer or staff member.`
  if (config.ALLOW_DEMO_AUTH_ON_PUBLIC_HOST !== 'yes') {
    throw new ConfigError(
      `Refusing to start: ${risk}\nUse HOST=localhost (or 127.0.0.1), a real Firebase project (FIREBASE_PROJECT_ID without demo-), ` +
        'or set ALLOW_DEMO_AUTH_ON_PUBLIC_HOST=yes for a throwaway demo without real data.',
    )
  }
  return `WARNING — ALLOW_DEMO_AUTH_ON_PUBLIC_HOST=yes: ${risk} Never use this with real customers' data.`
}

const RESERVED_SUFFIXES = ['.localhost', '.local', '.test', '.invalid', '.internal', '.lan', '.home.arpa']

/**
 * Why a VAPID subject is unusable, or null: it must be a mailto: address or an https: URL of a
 * public host (push services, Apple's first, refuse localhost and private names).
 */
export function pushContactProblem(subject: string): string | null {
  let url: URL
  try {
    url = new URL(subject)
  } catch {
    return 'must be a mailto: address or an https: URL, e.g. mailto:shop@example.vn'
  }
  if (url.protocol !== 'mailto:' && url.protocol !== 'https:') return 'must start with mailto: or https:'
  const host = url.protocol === 'https:' ? url.hostname : (url.pathname.match(/^[^@\s]+@([^@\s?]+)$/)?.[1] ?? '')
  if (!host) return 'must be a mailto: address with a domain, e.g. mailto:shop@example.vn'
  const name = host.toLowerCase().replace(/\.$/, '')
  const privateName =
    isLoopbackHost(name) ||
    isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0 ||
    !name.includes('.') ||
    RESERVED_SUFFIXES.some((suffix) => name.endsWith(suffix))
  if (privateName) return `names ${host}, which push services (Apple's among them) refuse: give a contact on a public domain`
  return null
}

/** The push contact in use: the configured one, or for a demo- project a placeholder on a reserved public domain. */
export function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT
  if (config.usesAuthEmulator) return 'mailto:webpush-demo@example.com'
  throw new ConfigError(
    'VAPID_SUBJECT is required with a real Firebase project: a mailto: or https: contact of the shop for push services.',
  )
}
