import type { Auth } from 'firebase-admin/auth'

/** Staff are Firebase users with the custom claim `staff: true`; other claims are kept as they are. */
export type StaffAccount = { uid: string; email: string | null }

export class UnknownAccountError extends Error {}

export async function grantStaff(auth: Auth, email: string): Promise<StaffAccount> {
  return setStaffClaim(auth, email, true)
}

export async function revokeStaff(auth: Auth, email: string): Promise<StaffAccount> {
  return setStaffClaim(auth, email, false)
}

/** Every account carrying the claim, by e-mail. */
export async function listStaff(auth: Auth): Promise<StaffAccount[]> {
  const staff: StaffAccount[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(1000, pageToken)
    for (const user of page.users) if (user.customClaims?.staff === true) staff.push({ uid: user.uid, email: user.email ?? null })
    pageToken = page.pageToken
  } while (pageToken)
  return staff.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''))
}

async function setStaffClaim(auth: Auth, email: string, staff: boolean): Promise<StaffAccount> {
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new UnknownAccountError(`No account with the e-mail ${email}: they must sign up first.`)
    throw error
  })
  const { staff: _previous, ...otherClaims } = user.customClaims ?? {}
  await auth.setCustomUserClaims(user.uid, staff ? { ...otherClaims, staff: true } : otherClaims)
  return { uid: user.uid, email: user.email ?? null }
}
