import { readFileSync } from 'node:fs'

/** Parameters every request carries (credentials, format): not part of what a recording answers. */
const CONSTANT_PARAMS = new Set(['applicationId', 'accessKey', 'format', 'formatVersion', 'appid'])

type Recording = { query: Record<string, string>; file: string }
export type SentRequest = { url: URL; headers: Headers }
/** What the fake API answers instead of the recording (a 429, a 500, a hang, a broken body …). */
export type Misbehaviour = (url: URL, signal: AbortSignal | undefined) => Promise<Response> | undefined

export type RecordedMarketApi = {
  fetch: typeof fetch
  requests: SentRequest[]
  /** Requests no recording answers (a test that sends one has a gap in its fixtures). */
  unmatched: string[]
  misbehave(how: Misbehaviour | null): void
}

const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value)

/**
 * A market API served from recorded responses (tests/fixtures/markets/{market}/recordings.json: the
 * query each answers, without credentials), written from the API's documented response shapes.
 */
export function recordedMarketApi(market: 'rakuten' | 'yahoo-shopping'): RecordedMarketApi {
  const directory = new URL(`../../fixtures/markets/${market}/`, import.meta.url)
  const recordings = JSON.parse(readFileSync(new URL('recordings.json', directory), 'utf8')) as Recording[]
  const requests: SentRequest[] = []
  const unmatched: string[] = []
  let misbehaviour: Misbehaviour | null = null

  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({ url, headers: new Headers(init?.headers) })
    const instead = misbehaviour?.(url, init?.signal ?? undefined)
    if (instead) return instead
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => !CONSTANT_PARAMS.has(name)))
    const recording = recordings.find((candidate) => sameQuery(candidate.query, query))
    if (!recording) {
      unmatched.push(JSON.stringify(query))
      throw new TypeError(`no recording answers ${JSON.stringify(query)}`)
    }
    return new Response(readFileSync(new URL(recording.file, directory)), {
      status: 200,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    })
  }

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    unmatched,
    misbehave: (how) => {
      misbehaviour = how
    },
  }
}

/** Answers that a market API gives when it cannot serve: rate limited, failing, too slow, unreadable. */
export const misbehaviours = {
  tooManyRequests: () =>
    new Response(
      JSON.stringify({
        error: 'too_many_requests',
        error_description: 'number of allowed requests has been exceeded for this API. please try again soon.',
      }),
      { status: 429 },
    ),
  serverError: () => new Response(JSON.stringify({ error: 'system_error', error_description: 'api logic error' }), { status: 500 }),
  unavailable: () => new Response('<html>Service Unavailable</html>', { status: 503 }),
  retiredVersion: () =>
    new Response(JSON.stringify({ errors: { errorCode: 400, errorMessage: 'API Configuration not found' } }), { status: 400 }),
  malformedJson: () => new Response('{"count": 7, "Items": [', { status: 200, headers: { 'content-type': 'application/json' } }),
  otherShape: () =>
    new Response(JSON.stringify({ result: 'ok', items: 'none' }), { status: 200, headers: { 'content-type': 'application/json' } }),
  /** Never answers: only the caller's timeout ends the wait. */
  hang: (signal: AbortSignal | undefined) =>
    new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true })),
}
