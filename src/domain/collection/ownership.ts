/**
 * Whether the player owns an avatar or a spirit (spec section 3). Pure: the server computes the
 * flags, the app and the server both read them through these rules.
 */

export type AvatarFlags = {
  readonly available: boolean
  readonly purchased: boolean
  readonly unlocked: boolean
  readonly transformed: boolean
  readonly purchasable: boolean
  readonly unlockable: boolean
}

export type SpiritFlags = {
  readonly available: boolean
  /** The collaboration partner's licence is running (always true for original spirits). */
  readonly ip_available: boolean
  readonly purchased: boolean
  readonly unlocked: boolean
  readonly purchasable: boolean
  /** Can be bought as part of the collaboration. */
  readonly ip_purchasable: boolean
  readonly unlockable: boolean
}

/**
 * owned: available and had (purchased or unlocked; avatars also transformed); notOwned: available
 * and obtainable by purchase or unlock; locked: unavailable but had; hidden: none of these (a
 * retired avatar the player never had is not shown).
 */
export type Ownership = 'owned' | 'notOwned' | 'locked' | 'hidden'

export const OWNERSHIP_ORDER: readonly Ownership[] = ['owned', 'notOwned', 'locked']

function decide(available: boolean, had: boolean, obtainable: boolean): Ownership {
  if (had) return available ? 'owned' : 'locked'
  return available && obtainable ? 'notOwned' : 'hidden'
}

export function avatarOwnership(flags: AvatarFlags): Ownership {
  return decide(flags.available, flags.purchased || flags.unlocked || flags.transformed, flags.purchasable || flags.unlockable)
}

/** A collaboration spirit is available only while its licence runs (ip_available). */
export function spiritOwnership(flags: SpiritFlags): Ownership {
  return decide(flags.available && flags.ip_available, flags.purchased || flags.unlocked, flags.purchasable || flags.ip_purchasable || flags.unlockable)
}
