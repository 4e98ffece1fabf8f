import type { IdentityService } from '../auth/identityService.ts'
import { DEMO_COUPON_CODES, DEMO_PLAYERS, guestInheritancePath } from './demoPlayers.ts'

type Options = { origin: string; demo: boolean; identity: IdentityService | null; mailbox: boolean }

/** What `npm start` prints under its URL: how to sign in, where mail goes, the guest's link. */
export function describeDemoAccounts({ origin, demo, identity, mailbox }: Options): string[] {
  const lines: string[] = []
  if (!identity) lines.push('Sign-in is off: set FIREBASE_AUTH_EMULATOR_HOST, or a Firebase project (README, "Identity").')
  else if (identity.mode === 'emulator') lines.push(`Identity: Firebase Auth emulator at ${identity.emulatorOrigin}`)
  if (demo && identity?.mode === 'emulator') {
    lines.push('Demo accounts (e-mail / password):')
    for (const player of DEMO_PLAYERS) {
      if (player.account) lines.push(`  ${player.account.email} / ${player.account.password}${player.account.staff ? '  (staff)' : ''}  ${player.name}`)
    }
    lines.push(`Guest play data to inherit at sign-up: ${origin}${guestInheritancePath()}`)
    lines.push(`Coupon codes to register (${origin}/coupon/list, or scan ${origin}/coupon/qr?code=...):`)
    for (const code of DEMO_COUPON_CODES) lines.push(`  ${code.code}  ${code.note}`)
  }
  if (mailbox) lines.push(`Mailbox (mail is not sent; no SMTP_URL): ${origin}/dev/mailbox`)
  return lines
}
