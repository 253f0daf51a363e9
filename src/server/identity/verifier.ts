import { initializeApp, deleteApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
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

type StaffStanding = { roles: StaffRole[]; validAfterSeconds: number; checkedUntil: number }

/**
 * With a real project firebase-admin checks the token's signature. The Auth emulator issues
 * unsigned tokens, so there we also ask the emulator whether the account exists and is enabled
 * (checkRevoked) — otherwise any hand-made token with the right claims would pass.
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
  const checkRevoked = Boolean(options.emulatorHost)
  const recheckMs = (options.staffRecheckSeconds ?? 60) * 1000
  const standings = new Map<string, StaffStanding>()
  const now = options.now ?? Date.now

  async function standingOf(uid: string): Promise<StaffStanding> {
    const known = standings.get(uid)
    if (known && known.checkedUntil > now()) return known
    const user = await auth.getUser(uid)
    const standing = {
      roles: user.disabled ? [] : rolesOfClaims(user.customClaims),
      validAfterSeconds: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) / 1000 : 0,
      checkedUntil: now() + recheckMs,
    }
    standings.set(uid, standing)
    return standing
  }

  /** The roles a staff token still carries: none unless the account is enabled, still staff and this token was issued after any revocation. */
  async function rolesNow(uid: string, issuedAtSeconds: number): Promise<StaffRole[]> {
    const standing = await standingOf(uid)
    return issuedAtSeconds >= Math.floor(standing.validAfterSeconds) ? standing.roles : []
  }

  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, checkRevoked)
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
