const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decode = (part: string | undefined): Record<string, unknown> => JSON.parse(Buffer.from(part ?? '', 'base64url').toString())

/** A token with its payload changed (the emulator's tokens are unsigned, `alg: none`). */
export function altered(token: string, changes: Record<string, unknown>): string {
  const [header, payload] = token.split('.')
  return `${header}.${encode({ ...decode(payload), ...changes })}.`
}

/** The token's claims under another header, with the signature given (none by default). */
function reheaded(token: string, header: Record<string, unknown>, changes: Record<string, unknown> = {}, signature = ''): string {
  const payload = token.split('.')[1]
  return `${encode(header)}.${encode({ ...decode(payload), ...changes })}.${signature}`
}

const MADE_UP_SIGNATURE = Buffer.from('signature').toString('base64url')

/**
 * Authorization headers that a signed-in route must answer with 401, made from a valid ID token of
 * the Auth emulator (whose verifier accepts unsigned tokens and checks the rest): none at all, another
 * scheme, garbage, another project, another issuer, expired, and an RS256 signature no key checks.
 */
export function refusedAuthorizations(validToken: string): [string, string | undefined][] {
  const past = Math.floor(Date.now() / 1000) - 7200
  return [
    ['no Authorization header', undefined],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a token without "Bearer"', validToken],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer not.a.token'],
    ['a wrong audience (another project)', `Bearer ${altered(validToken, { aud: 'other-project' })}`],
    ['a wrong issuer', `Bearer ${altered(validToken, { iss: 'https://evil.example/demo-dungeon' })}`],
    ['an expired token', `Bearer ${altered(validToken, { iat: past, exp: past + 3600 })}`],
    ['an empty subject', `Bearer ${altered(validToken, { sub: '' })}`],
    ['RS256 with a made-up signature', `Bearer ${reheaded(validToken, { alg: 'RS256', kid: 'made-up', typ: 'JWT' }, {}, MADE_UP_SIGNATURE)}`],
  ]
}

/**
 * Authorization headers that the verifier of a real Firebase project (no emulator) refuses before it
 * fetches any key: the emulator's unsigned token as it is (`alg: none`), `alg: none` with a key id,
 * HS256 (a secret anyone could guess is no signature), and RS256 for another project or issuer.
 */
export function refusedInProduction(validToken: string): [string, string][] {
  const rs256 = { alg: 'RS256', kid: 'made-up', typ: 'JWT' }
  return [
    ['alg none, as the emulator issues it', `Bearer ${validToken}`],
    ['alg none with a key id', `Bearer ${reheaded(validToken, { alg: 'none', kid: 'made-up', typ: 'JWT' })}`],
    ['HS256', `Bearer ${reheaded(validToken, { alg: 'HS256', kid: 'made-up', typ: 'JWT' }, {}, MADE_UP_SIGNATURE)}`],
    ['RS256 for another project', `Bearer ${reheaded(validToken, rs256, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }, MADE_UP_SIGNATURE)}`],
    ['RS256 from another issuer', `Bearer ${reheaded(validToken, rs256, { iss: 'https://evil.example/demo-dungeon' }, MADE_UP_SIGNATURE)}`],
  ]
}
