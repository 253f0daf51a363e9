import type { Auth } from 'firebase-admin/auth'
import { grantStaff, listStaff, revokeStaff } from '@server/identity/staff-claims'

export class AdminUsageError extends Error {}

const USAGE = 'Usage: npm run admin -- staff add <email> | staff remove <email> | staff list'
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** `npm run admin -- …`: staff management on the configured Firebase project; answers the lines to print. */
export async function runAdminCommand(argv: readonly string[], auth: Auth): Promise<string[]> {
  const [group, action, email, ...rest] = argv
  if (group !== 'staff' || rest.length > 0) throw new AdminUsageError(USAGE)
  if (action === 'list' && email === undefined) {
    const staff = await listStaff(auth)
    if (staff.length === 0) return ['No staff yet.']
    return staff.map((account) => `${account.email ?? '(no e-mail)'}  ${account.uid}`)
  }
  if ((action !== 'add' && action !== 'remove') || !email || !EMAIL.test(email)) throw new AdminUsageError(USAGE)
  const account = action === 'add' ? await grantStaff(auth, email) : await revokeStaff(auth, email)
  const done = action === 'add' ? 'is now staff' : 'is no longer staff'
  return [`${account.email} (${account.uid}) ${done}; it applies to their next ID token (sign in again, or wait up to an hour).`]
}
