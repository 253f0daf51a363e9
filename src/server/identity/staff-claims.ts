import type { Auth, UserRecord } from 'firebase-admin/auth'
import type { StaffAccount } from '@shared/contracts/staff'
import { rolesOfClaims, type StaffRole } from '@shared/staff/roles'

export type { StaffAccount }

/**
 * Staff are Firebase users with the custom claims `staff: true` and `staff_roles: [...]` (an account
 * with `staff: true` alone is an owner: @shared/staff/roles); other claims are kept as they are.
 */
export class UnknownAccountError extends Error {}

/** Makes the account staff with exactly these roles (a member already staff gets them in place of theirs). */
export async function grantStaff(auth: Auth, email: string, roles: readonly StaffRole[] = ['owner']): Promise<StaffAccount> {
  return setStaffRoles(auth, await userByEmail(auth, email), roles)
}

export async function revokeStaff(auth: Auth, email: string): Promise<StaffAccount> {
  return setStaffRoles(auth, await userByEmail(auth, email), [])
}

/** Every account carrying the claim, by e-mail. */
export async function listStaff(auth: Auth): Promise<StaffAccount[]> {
  const staff: StaffAccount[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(1000, pageToken)
    for (const user of page.users) if (user.customClaims?.staff === true) staff.push(accountOf(user))
    pageToken = page.pageToken
  } while (pageToken)
  return staff.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''))
}

/** A staff member by uid; null for an unknown account or one that is not staff. */
export async function findStaff(auth: Auth, uid: string): Promise<StaffAccount | null> {
  const user = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null
    throw error
  })
  return user?.customClaims?.staff === true ? accountOf(user) : null
}

/** Sets the member's roles; none: no longer staff (both claims removed). */
export async function setStaffRoles(auth: Auth, user: UserRecord, roles: readonly StaffRole[]): Promise<StaffAccount> {
  const { staff: _staff, staff_roles: _roles, ...otherClaims } = user.customClaims ?? {}
  const claims = roles.length > 0 ? { ...otherClaims, staff: true, staff_roles: [...roles] } : otherClaims
  await auth.setCustomUserClaims(user.uid, claims)
  return accountOf({ ...user, customClaims: claims } as UserRecord)
}

async function userByEmail(auth: Auth, email: string): Promise<UserRecord> {
  return auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new UnknownAccountError(`No account with the e-mail ${email}: they must sign up first.`)
    throw error
  })
}

function accountOf(user: UserRecord): StaffAccount {
  return {
    uid: user.uid,
    email: user.email ?? null,
    name: user.displayName ?? null,
    roles: rolesOfClaims(user.customClaims),
    disabled: user.disabled,
  }
}
