/**
 * Settings a server refuses to start with (issue 35). A real identity provider (Firebase, not the
 * emulator) means a production deployment: mail links must come from PUBLIC_ORIGIN (a forged Host
 * header must never put another site into a sign-up or reset link). The Auth emulator accepts
 * unsigned tokens, so a server in emulator mode listens on loopback only and talks to an emulator
 * on loopback.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/** The host part of `host:port` (or `[v6]:port`). */
function hostOf(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) return bracketed[1]
  // A bare IPv6 address (two colons or more) has no port.
  if ((address.match(/:/g) ?? []).length > 1) return address
  return address.replace(/:\d+$/, '')
}

export function isLoopbackHost(address: string): boolean {
  return LOOPBACK_HOSTS.has(hostOf(address))
}

/** Why the server must not start with these settings, or null. */
export function unsafeSettings(env: Record<string, string | undefined>, listenHost: string): string | null {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST || undefined
  if (emulator) {
    if (!isLoopbackHost(listenHost)) {
      return `The Auth emulator accepts unsigned sign-ins: with FIREBASE_AUTH_EMULATOR_HOST set the server listens on loopback only (HOST=${listenHost}). Use a real Firebase project to serve other machines.`
    }
    if (!isLoopbackHost(emulator)) return `FIREBASE_AUTH_EMULATOR_HOST must be an emulator on this machine (127.0.0.1), not ${emulator}.`
    return null
  }
  if (env.FIREBASE_PROJECT_ID && !env.PUBLIC_ORIGIN) {
    return 'PUBLIC_ORIGIN must be set with a real Firebase project (e.g. PUBLIC_ORIGIN=https://dungeon.example.jp): mail links are built from it, never from a request.'
  }
  if (env.PUBLIC_ORIGIN) {
    let origin: URL
    try {
      origin = new URL(env.PUBLIC_ORIGIN)
    } catch {
      return `PUBLIC_ORIGIN is not a URL: ${env.PUBLIC_ORIGIN}`
    }
    if (origin.protocol !== 'https:' && origin.protocol !== 'http:') return `PUBLIC_ORIGIN must be an http(s) origin: ${env.PUBLIC_ORIGIN}`
  }
  return null
}
