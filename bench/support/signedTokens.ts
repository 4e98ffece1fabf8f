/**
 * ID tokens for a load bench, checked the way production checks Firebase's: a signature verified
 * with a public key the server holds, then the claims (audience, issuer, expiry, subject), with no
 * call to anyone. The Auth emulator cannot stand in here: firebase-admin asks it about every
 * emulator token (a revocation check it always makes in emulator mode), so a bench through it would
 * measure the emulator. Firebase signs with RS256; these use ES256 (P-256), whose verification costs
 * the server more than RS256's, so the figures lean pessimistic, and whose signing is fast enough to
 * make tens of thousands of tokens in seconds.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto'
import { IdentityError, type IdentityService, type TokenUser } from '../../server/auth/identityService.ts'

export const BENCH_PROJECT = 'bench-project'
const ISSUER = `https://securetoken.google.com/${BENCH_PROJECT}`

const base64Url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

export type TokenKeys = { privateKey: KeyObject; publicKeyPem: string }

export function tokenKeys(): TokenKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}

/** A token for `uid` valid for an hour, signed with `privateKey` (JOSE: r || s, 64 bytes). */
export function signedToken(privateKey: KeyObject | string, uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000)
  const header = base64Url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: 'bench' }))
  const claims = base64Url(JSON.stringify({ iss: ISSUER, aud: BENCH_PROJECT, auth_time: now, sub: uid, iat: now, exp: now + 3600, email, email_verified: true }))
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' })
  return `${header}.${claims}.${base64Url(signature)}`
}

type Claims = { iss?: unknown; aud?: unknown; sub?: unknown; exp?: unknown; email?: unknown; email_verified?: unknown }

/** The server's side: verifies tokens of `signedToken` with the public key; everything else is refused. */
export function benchIdentity(publicKeyPem: string): IdentityService {
  const key = createPublicKey(publicKeyPem)
  const unsupported = async () => {
    throw new Error('not available in the load bench')
  }
  return {
    mode: 'firebase',
    emulatorOrigin: null,
    async verifyIdToken(token: string): Promise<TokenUser> {
      const [header, claims, signature] = token.split('.')
      if (!header || !claims || !signature) throw new IdentityError('auth/argument-error')
      if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
        throw new IdentityError('auth/invalid-signature')
      }
      const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Claims
      if (payload.iss !== ISSUER || payload.aud !== BENCH_PROJECT || typeof payload.sub !== 'string' || payload.sub === '') throw new IdentityError('auth/argument-error')
      if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) throw new IdentityError('auth/id-token-expired')
      return { uid: payload.sub, email: typeof payload.email === 'string' ? payload.email : null, emailVerified: payload.email_verified === true, staff: false }
    },
    markEmailVerified: unsupported,
    deleteUser: unsupported,
    passwordResetCode: unsupported,
    ensureDemoUser: unsupported,
    close: async () => {},
  }
}
