import { initializeApp, deleteApp, type App } from 'firebase-admin/app'
import { getAuth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth'
import { rolesOfClaims, type StaffRole } from '@shared/staff/roles'

export type VerifiedIdentity = {
  uid: string
  email: string | null
  name: string | null
  /** The Firebase custom claim `staff: true` (set by `npm run admin -- staff add <email>`). */
  staff: boolean
  /**
   * The member's roles (none for a customer), read from the account itself, not the token: its claim
   * `staff_roles`, or owner for an account with `staff: true` alone (@shared/staff/roles).
   */
  staffRoles: StaffRole[]
}

/** Verifies Firebase ID tokens. Throws on any invalid, expired or unknown token. */
export type IdentityVerifier = {
  verify(idToken: string): Promise<VerifiedIdentity>
  close(): Promise<void>
}

let appCounter = 0

/** When the account's tokens were last revoked (tokens issued before are refused), in seconds. */
const validAfterSecondsOf = (user: UserRecord) => (user.tokensValidAfterTime ? Math.floor(Date.parse(user.tokensValidAfterTime) / 1000) : 0)

/** An ID token's claims, as firebase-admin gives them (`uid` is its subject). */
function payloadOf(idToken: string): DecodedIdToken {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
  return { ...claims, uid: claims.sub }
}

type StaffStanding = { roles: StaffRole[]; validAfterSeconds: number; checkedUntil: number }

/**
 * With a real project firebase-admin checks the token's signature. The Auth emulator issues
 * unsigned tokens, so there firebase-admin also asks the emulator whether the account exists, is
 * enabled and its tokens were not revoked since the token's sign-in — otherwise any hand-made token
 * with the right claims would pass. But the emulator stamps a new password's revocation time after
 * the sign-in time of the same request, so a sign-up (or a password change) that crossed a second's
 * boundary was refused its own new token. With the emulator, a token refused as revoked is judged
 * again by when it was issued, as the emulator itself judges its tokens.
 *
 * A token's `staff` claim lasts as long as the token (up to an hour), so a staff token is believed
 * only while the account itself still says so: asked again at most every `staffRecheckSeconds`
 * (STAFF_RECHECK_SECONDS), with a real project as with the emulator — the account's state (enabled,
 * tokens valid after) is the revocation check of staff tokens in every mode. The member's roles come
 * from the same reading, so a staff member removed (`npm run admin -- staff remove`, the owner's
 * staff screen), disabled, signed out everywhere (tokens revoked) or given other roles is a
 * customer again, or holds the new roles, within that time.
 */
export function createFirebaseVerifier(options: {
  projectId: string
  emulatorHost?: string
  staffRecheckSeconds?: number
  /** The time the recheck window is measured by (the app's clock, so tests move it instead of waiting). */
  now?: () => number
}): IdentityVerifier {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  const app: App = initializeApp({ projectId: options.projectId }, `storefront-${++appCounter}`)
  const auth = getAuth(app)
  const recheckMs = (options.staffRecheckSeconds ?? 60) * 1000
  const standings = new Map<string, StaffStanding>()
  const now = options.now ?? Date.now

  async function standingOf(uid: string): Promise<StaffStanding> {
    const known = standings.get(uid)
    if (known && known.checkedUntil > now()) return known
    const user = await auth.getUser(uid)
    const standing = {
      roles: user.disabled ? [] : rolesOfClaims(user.customClaims),
      validAfterSeconds: validAfterSecondsOf(user),
      checkedUntil: now() + recheckMs,
    }
    standings.set(uid, standing)
    return standing
  }

  /** The roles a staff token still carries: none unless the account is enabled, still staff and this token was issued after any revocation. */
  async function rolesNow(uid: string, issuedAtSeconds: number): Promise<StaffRole[]> {
    const standing = await standingOf(uid)
    return issuedAtSeconds >= standing.validAfterSeconds ? standing.roles : []
  }

  async function verifiedToken(idToken: string): Promise<DecodedIdToken> {
    try {
      return await auth.verifyIdToken(idToken)
    } catch (error) {
      if (!options.emulatorHost || (error as { code?: string }).code !== 'auth/id-token-revoked') throw error
      // firebase-admin checks revocation only once the token itself has passed its checks.
      const decoded = payloadOf(idToken)
      const user = await auth.getUser(decoded.uid)
      if (user.disabled || decoded.iat < validAfterSecondsOf(user)) throw error
      return decoded
    }
  }

  return {
    async verify(idToken) {
      const decoded = await verifiedToken(idToken)
      const staffRoles = decoded.staff === true ? await rolesNow(decoded.uid, decoded.iat) : []
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        staff: staffRoles.length > 0,
        staffRoles,
      }
    },
    close: () => deleteApp(app),
  }
}
