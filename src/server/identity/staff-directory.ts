import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { StaffRole } from '@shared/staff/roles'
import { findStaff, listStaff, setStaffRoles, type StaffAccount } from './staff-claims'

/**
 * Where staff and their roles live: the accounts' custom claims (staff-claims.ts), as `npm run admin
 * -- staff …` sets them. The owner's staff screen reads and changes them through this port; the
 * verifier reads each member's claims again within STAFF_RECHECK_SECONDS, so changes apply without a
 * new token.
 */
export type StaffDirectory = {
  list(): Promise<StaffAccount[]>
  /** A staff member; null for an unknown account or one that is not staff. */
  find(uid: string): Promise<StaffAccount | null>
  /** The member's roles from now on; none: no longer staff. */
  setRoles(uid: string, roles: readonly StaffRole[]): Promise<StaffAccount>
  close(): Promise<void>
}

let appCounter = 0

export function createFirebaseStaffDirectory(options: { projectId: string; emulatorHost?: string }): StaffDirectory {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  const app = initializeApp({ projectId: options.projectId }, `storefront-staff-${++appCounter}`)
  const auth = getAuth(app)
  return {
    list: () => listStaff(auth),
    find: (uid) => findStaff(auth, uid),
    setRoles: async (uid, roles) => setStaffRoles(auth, await auth.getUser(uid), roles),
    close: () => deleteApp(app),
  }
}
