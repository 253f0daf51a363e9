import { inject } from 'vitest'
import { TEST_PROJECT_ID } from './global-setup'
import type { TestContext } from './test-app'

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * A fresh account with the `staff` claim and an ID token that carries it. The claim is set through
 * the Auth emulator's admin REST API (what `npm run admin -- staff add` does with firebase-admin).
 */
export async function signUpStaff(context: TestContext): Promise<{ token: string; uid: string; email: string }> {
  const account = await context.signUp()
  const response = await fetch(
    `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.uid, customAttributes: JSON.stringify({ staff: true }) }),
    },
  )
  if (!response.ok) throw new Error(`setting the staff claim failed: ${await response.text()}`)
  return { ...account, token: await context.signIn(account.email) }
}

/** A route's URL with every :param replaced by an id that exists nowhere (the scope check comes first). */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999')
