import { inject } from 'vitest'
import type { StaffRole } from '@shared/staff/roles'
import { TEST_PROJECT_ID } from './global-setup'
import type { TestContext } from './test-app'

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * A fresh account with the `staff` claim and an ID token that carries it. The claim is set through
 * the Auth emulator's admin REST API (what `npm run admin -- staff add` does with firebase-admin).
 * Without roles it has `staff: true` alone, as staff added before roles existed: an owner.
 */
export async function signUpStaff(
  context: TestContext,
  roles?: readonly StaffRole[],
): Promise<{ token: string; uid: string; email: string }> {
  const account = await context.signUp()
  await setAccountClaims(account.uid, roles ? { staff: true, staff_roles: roles } : { staff: true })
  return { ...account, token: await context.signIn(account.email) }
}

/** Replaces an account's custom claims on the Auth emulator (as firebase-admin's setCustomUserClaims). */
export async function setAccountClaims(uid: string, claims: Record<string, unknown>) {
  await updateAccount(uid, { customAttributes: JSON.stringify(claims) })
}

/** Changes an account on the Auth emulator as the Firebase console would (e.g. `{ disableUser: true }`). */
export async function updateAccount(uid: string, change: Record<string, unknown>) {
  const response = await fetch(
    `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, ...change }),
    },
  )
  if (!response.ok) throw new Error(`updating the account failed: ${await response.text()}`)
}

/** A route's URL with every :param replaced by an id that exists nowhere (the scope check comes first). */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999')
