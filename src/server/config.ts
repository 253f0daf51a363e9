import { isIP } from 'node:net'
import { z } from 'zod'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const envSchema = z.object({
  HOST: z.string().default('localhost'),
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
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST_DIR: z.string().default('./dist/client'),
  /** Machine translation of reviews (POST /api/translate); without a key texts come back untranslated. */
  DEEPL_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Override of the DeepL endpoint (default: the Free API for ":fx" keys, the Pro API otherwise). */
  DEEPL_API_URL: z.preprocess(emptyToUndefined, z.string().url('must be an http(s) URL').optional()),
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
  /** Run the job workers inside the server process, or leave them to `npm run worker` processes. */
  JOB_WORKERS: z.enum(['in-process', 'off']).default('in-process'),
  /** `yes` lets the demo sign-in (Auth emulator) serve on a non-loopback HOST; see demoAuthExposure. */
  ALLOW_DEMO_AUTH_ON_PUBLIC_HOST: z.enum(['yes', 'no']).default('no'),
  /** Demo content: the seed's catalogue, rates and posts, and the demo simulator's wallet histories and box trails. */
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
})

export type Config = z.infer<typeof envSchema> & {
  /** A `demo-` project never talks to Google: it always uses the emulator. */
  usesAuthEmulator: boolean
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at start-up; a bad value stops with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  const usesAuthEmulator = config.FIREBASE_PROJECT_ID.startsWith('demo-') || Boolean(config.FIREBASE_AUTH_EMULATOR_HOST)
  return { ...config, usesAuthEmulator }
}

export function authEmulatorHost(config: Config): string | undefined {
  if (!config.usesAuthEmulator) return undefined
  return config.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${config.AUTH_EMULATOR_PORT}`
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
