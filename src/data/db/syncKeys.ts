/**
 * Keys of the `syncMeta` table (when each kind of stored data was last refreshed) say whose data
 * they describe. A player key goes with the player's rows on sign-out and when another player signs
 * in on this device (a shared phone, the counter's tablet); a public key stays. A key without a
 * scope does not compile.
 */

/** player: the signed-in player's own data; public: the same for everyone (master data, news). */
export type Scope = 'player' | 'public'

export type SyncKey = `${Scope}:${string}`

export function playerKey(name: string): SyncKey {
  return `player:${name}`
}

export function publicKey(name: string): SyncKey {
  return `public:${name}`
}

/** What every key of a scope starts with. */
export function scopePrefix(scope: Scope): `${Scope}:` {
  return `${scope}:`
}

export function scopeOf(key: string): Scope | undefined {
  const scopes: readonly Scope[] = ['player', 'public']
  return scopes.find((scope) => key.startsWith(scopePrefix(scope)))
}
