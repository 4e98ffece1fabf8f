import type { IdentityService } from '../../../server/auth/identityService.ts'
import { firebaseSignIn, firebaseSignUp, PASSWORD, uniqueEmail } from './accounts.ts'

export type StaffUser = { uid: string; email: string; token: string }

/**
 * A Firebase user on the emulator with the custom claim `staff: true` (set the way the identity
 * layer sets it, server/auth/identityService.ts ensureDemoUser), signed in again so that its ID
 * token carries the claim. Staff need no player row.
 */
export async function staffUser(identity: IdentityService | null): Promise<StaffUser> {
  if (!identity) throw new Error('the test server has no identity service (use accountApp)')
  const email = uniqueEmail('staff')
  const created = await firebaseSignUp(email)
  await identity.ensureDemoUser({ uid: created.localId, email, password: PASSWORD, staff: true })
  const signedIn = await firebaseSignIn(email)
  return { uid: created.localId, email, token: signedIn.idToken }
}

/** One staff user per test server, made on first use. */
export function lazyStaff(server: { readonly identity: IdentityService | null }): () => Promise<string> {
  let staff: Promise<StaffUser> | undefined
  return async () => {
    staff ??= staffUser(server.identity)
    return (await staff).token
  }
}
