import type { Auth } from 'firebase-admin/auth'
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@shared/staff/roles'
import { grantStaff, listStaff, revokeStaff } from '@server/identity/staff-claims'

export class AdminUsageError extends Error {}

const USAGE = `Usage: npm run admin -- staff add <email> --role <role> [--role <role> …] | staff remove <email> | staff list
Roles: ${STAFF_ROLES.join(', ')} (the owner may do everything; staff add again replaces a member's roles)`
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** `npm run admin -- …`: staff management on the configured Firebase project; answers the lines to print. */
export async function runAdminCommand(argv: readonly string[], auth: Auth): Promise<string[]> {
  const [group, action, email, ...rest] = argv
  if (group !== 'staff') throw new AdminUsageError(USAGE)
  if (action === 'list' && email === undefined) {
    const staff = await listStaff(auth)
    if (staff.length === 0) return ['No staff yet.']
    return staff.map(
      (account) => `${account.email ?? '(no e-mail)'}  ${account.uid}  ${account.roles.join(',')}${account.disabled ? '  (disabled)' : ''}`,
    )
  }
  if ((action !== 'add' && action !== 'remove') || !email || !EMAIL.test(email)) throw new AdminUsageError(USAGE)
  if (action === 'remove') {
    if (rest.length > 0) throw new AdminUsageError(USAGE)
    const account = await revokeStaff(auth, email)
    return [`${account.email} (${account.uid}) is no longer staff; refused on staff routes within STAFF_RECHECK_SECONDS (60 s).`]
  }
  const account = await grantStaff(auth, email, rolesOf(rest))
  return [
    `${account.email} (${account.uid}) is now staff as ${account.roles.join(', ')}; a new member signs in again (or waits up to an hour), ` +
      'a member’s changed roles apply within STAFF_RECHECK_SECONDS (60 s).',
  ]
}

/** `--role finance --role warehouse` (or `--role=finance`): at least one, each a known role. */
function rolesOf(flags: readonly string[]): StaffRole[] {
  const roles: StaffRole[] = []
  for (let index = 0; index < flags.length; index++) {
    const flag = flags[index]
    const value = flag.startsWith('--role=') ? flag.slice('--role='.length) : flag === '--role' ? flags[++index] : undefined
    if (!isStaffRole(value)) throw new AdminUsageError(USAGE)
    if (!roles.includes(value)) roles.push(value)
  }
  if (roles.length === 0) throw new AdminUsageError(USAGE)
  return roles
}
