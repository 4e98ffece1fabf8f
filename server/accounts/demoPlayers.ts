/**
 * The demo accounts `npm start` seeds (emulator only: known passwords never go to a real project),
 * and one guest whose play data an account can inherit. Ids refer to the seeded master data.
 */
import { TOPOLO_REASON, TOPOLO_TYPE, type TopoloReason, type TopoloType } from '../../src/domain/topolo.ts'
import type { DemoMessageKey } from './demoMessages.ts'

export type DemoPlayer = {
  userId: string
  /** Null for the guest (no account). */
  account: { uid: string; email: string; password: string; staff: boolean } | null
  name: string
  reading: string
  language: number
  level: number
  exp: number
  titleId: number | null
  lotteryPoint: number
  goldMedals: [cumulative: number, current: number, highest: number]
  avatars: [id: number, how: 'purchased' | 'unlocked' | 'transformed'][]
  spirits: [id: number, how: 'purchased' | 'unlocked'][]
  items: [id: number, count: number][]
  coupons: [couponId: number, status: 'available' | 'expired' | 'used'][]
  titles: [id: number, isRead: boolean][]
  /** Inbox messages (texts in demoMessages.ts), sent this many days before the seed. */
  messages: [key: DemoMessageKey, daysAgo: number, isRead: boolean][]
  achievements: number[]
  /** Ledger entries in order: [silver or gold, signed amount, reason]. */
  topolo: [type: TopoloType, amount: number, reason: TopoloReason][]
  /** The demo news (seed keys) the player has opened: the rest show as unread. */
  newsRead?: string[]
  /** A test card saved with the sandbox card provider (brand, last 4 digits, expiry), so buying takes one tap. */
  savedTestCard?: { brand: string; last4: string; expMonth: number; expYear: number }
}

export const DEMO_PASSWORD = 'demopassword1'
export const STAFF_PASSWORD = 'staffpassword1'
export const DEMO_GUEST_ID = '6f1c7c2e-4b8a-4d5e-9a3b-2c1d0e9f8a70'

const { silver, gold } = TOPOLO_TYPE
const { purchase, present, gamePlay, coupon, useItemHunt, useGameJoin, useReserve, usePurchase } = TOPOLO_REASON

const account = (n: string, staff = false) => ({
  uid: staff ? 'demo-staff' : `demo-player-${n}`,
  email: staff ? 'staff@example.com' : `demo${n}@example.com`,
  password: staff ? STAFF_PASSWORD : DEMO_PASSWORD,
  staff,
})

export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    userId: '0b6f7a52-1d3e-4c8a-9f21-7e5d4c3b2a11',
    account: account('1'),
    savedTestCard: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    name: 'アカリ',
    reading: 'アカリ',
    language: 0,
    level: 14,
    exp: 13250,
    titleId: 3,
    lotteryPoint: 120,
    goldMedals: [48, 12, 20],
    avatars: [
      [4, 'purchased'],
      [5, 'unlocked'],
      [7, 'purchased'],
      [13, 'transformed'],
    ],
    spirits: [
      [3, 'purchased'],
      [5, 'unlocked'],
      [9, 'purchased'],
      [11, 'purchased'],
    ],
    // Every rarity of every category, original and collaboration.
    items: [
      [1, 2],
      [2, 1],
      [3, 1],
      [4, 1],
      [24, 1],
      [12, 3],
      [20, 1],
      [26, 2],
      [28, 1],
      [31, 2],
      [32, 1],
      [33, 1],
      [34, 1],
      [35, 1],
      [37, 1],
      [39, 1],
      [41, 1],
    ],
    coupons: [
      [1, 'available'],
      [2, 'available'],
      [3, 'available'],
      [5, 'expired'],
      [6, 'used'],
    ],
    titles: [
      [1, true],
      [2, true],
      [3, true],
      [6, true],
      [21, true],
      [19, false],
    ],
    messages: [
      ['welcome', 41, true],
      ['limited-titles', 6, false],
      ['app-maintenance', 2, false],
    ],
    newsRead: ['grand-opening', 'reservation-guide', 'new-items-2026-11'],
    achievements: [1, 2, 5, 6, 8, 18, 20],
    // A gold history with every category (buy, present, item hunt, play purchase, other).
    topolo: [
      [silver, 1800, gamePlay],
      [gold, 1000, purchase],
      [gold, -100, useItemHunt],
      [silver, -300, useItemHunt],
      [gold, 300, present],
      [gold, -900, useGameJoin],
      [gold, 200, coupon],
      // The 5,000 yen pack: enough gold for two reservation deposits.
      [gold, 2150, purchase],
      [gold, -250, useItemHunt],
      [gold, -720, useReserve],
      [gold, 500, present],
      [gold, -50, usePurchase],
    ],
  },
  {
    userId: '3c9d1e84-5a2b-4f6c-8d07-1b2a3c4d5e22',
    account: account('2'),
    name: 'ソウタ',
    reading: 'ソウタ',
    language: 0,
    level: 6,
    exp: 4100,
    titleId: 1,
    lotteryPoint: 30,
    goldMedals: [12, 5, 7],
    avatars: [
      [6, 'unlocked'],
      [8, 'purchased'],
    ],
    spirits: [[4, 'unlocked']],
    items: [
      [2, 1],
      [14, 2],
      [25, 1],
    ],
    coupons: [
      [1, 'available'],
      [4, 'available'],
      [5, 'expired'],
      [2, 'used'],
    ],
    titles: [
      [1, true],
      [2, false],
    ],
    messages: [
      ['welcome', 15, true],
      ['limited-titles', 6, false],
      ['app-maintenance', 2, false],
    ],
    achievements: [1, 2],
    topolo: [
      [silver, 900, gamePlay],
      [gold, 300, present],
    ],
  },
  {
    userId: '7e2f4a16-9c3d-4b5e-a1f8-5d6c7b8a9e33',
    account: account('3'),
    name: 'Alex',
    reading: '',
    language: 1,
    level: 2,
    exp: 350,
    titleId: null,
    lotteryPoint: 0,
    goldMedals: [2, 2, 2],
    avatars: [],
    spirits: [[6, 'purchased']],
    items: [[3, 1]],
    coupons: [
      [6, 'available'],
      [3, 'available'],
      [5, 'expired'],
      [1, 'used'],
    ],
    titles: [
      [1, true],
      [20, false],
    ],
    messages: [
      ['welcome', 4, true],
      ['limited-titles', 3, false],
      ['app-maintenance', 2, false],
    ],
    achievements: [1],
    topolo: [
      [silver, 300, gamePlay],
      [gold, 200, coupon],
    ],
  },
  {
    userId: 'a4b3c2d1-e5f6-4a7b-8c9d-0e1f2a3b4c44',
    account: account('', true),
    name: 'スタッフ',
    reading: 'スタッフ',
    language: 0,
    level: 1,
    exp: 0,
    titleId: null,
    lotteryPoint: 0,
    goldMedals: [0, 0, 0],
    avatars: [],
    spirits: [],
    items: [],
    coupons: [],
    titles: [],
    messages: [],
    achievements: [],
    topolo: [],
  },
  {
    userId: DEMO_GUEST_ID,
    account: null,
    name: 'ケンタ',
    reading: 'ケンタ',
    language: 0,
    level: 4,
    exp: 2600,
    titleId: 2,
    lotteryPoint: 10,
    goldMedals: [6, 6, 6],
    avatars: [[9, 'unlocked']],
    spirits: [],
    items: [[4, 1]],
    coupons: [],
    titles: [
      [1, true],
      [2, true],
    ],
    messages: [],
    achievements: [1, 2],
    topolo: [[silver, 600, gamePlay]],
  },
]

/** A member of a demo party: the avatar played, the level then, what the play earned. */
type PartyMember = { userId: string; avatarId: number; level: number; goldMedals: number; exp: number; titles?: number[]; achievements?: number[] }

export type DemoParty = {
  id: string
  name: string
  mode: 'standard' | 'rank_battle'
  daysAgo: number
  score: number
  cleared: boolean
  members: PartyMember[]
}

const [AKARI, SOTA, ALEX] = DEMO_PLAYERS.map((player) => player.userId) as [string, string, string]
const KENTA = DEMO_GUEST_ID

/**
 * The demo plays of the last `days` come with their result's message in the inbox (offering the
 * questionnaire); those of the last `unreadDays` are still unread.
 */
export const DEMO_RESULT_MESSAGES = { days: 7, unreadDays: 1 } as const

/** The demo players' unread result messages. */
export function unreadDemoResultMessages(userId: string): number {
  return DEMO_PARTIES.filter((party) => party.daysAgo <= DEMO_RESULT_MESSAGES.unreadDays && party.members.some((member) => member.userId === userId)).length
}

/** The demo players' past plays, as parties of 2 or 3 (the members' results are rows with the same party id). */
export const DEMO_PARTIES: DemoParty[] = [
  {
    id: 'demo-party-1',
    name: 'ひかりの探検隊',
    mode: 'standard',
    daysAgo: 40,
    score: 5200,
    cleared: true,
    members: [
      { userId: AKARI, avatarId: 4, level: 9, goldMedals: 8, exp: 600, achievements: [1] },
      { userId: SOTA, avatarId: 6, level: 3, goldMedals: 6, exp: 600, achievements: [1] },
    ],
  },
  {
    id: 'demo-party-2',
    name: 'ドラゴン退治',
    mode: 'standard',
    daysAgo: 33,
    score: 6100,
    cleared: true,
    members: [
      { userId: AKARI, avatarId: 5, level: 11, goldMedals: 9, exp: 700, achievements: [5] },
      { userId: KENTA, avatarId: 9, level: 3, goldMedals: 7, exp: 700 },
    ],
  },
  {
    id: 'demo-party-3',
    name: '月夜の三人組',
    mode: 'rank_battle',
    daysAgo: 20,
    score: 7450,
    cleared: true,
    members: [
      { userId: AKARI, avatarId: 7, level: 12, goldMedals: 11, exp: 900, titles: [6], achievements: [8] },
      { userId: SOTA, avatarId: 8, level: 5, goldMedals: 8, exp: 900, achievements: [2] },
      { userId: KENTA, avatarId: 9, level: 4, goldMedals: 6, exp: 900 },
    ],
  },
  {
    id: 'demo-party-4',
    name: 'はじめての迷宮',
    mode: 'standard',
    daysAgo: 12,
    score: 4800,
    cleared: false,
    members: [
      { userId: AKARI, avatarId: 13, level: 13, goldMedals: 5, exp: 500, titles: [21], achievements: [20] },
      { userId: ALEX, avatarId: 1, level: 1, goldMedals: 2, exp: 500, achievements: [1] },
    ],
  },
  {
    id: 'demo-party-5',
    name: '伝説への挑戦',
    mode: 'rank_battle',
    daysAgo: 5,
    score: 13250,
    cleared: true,
    members: [
      { userId: AKARI, avatarId: 13, level: 14, goldMedals: 15, exp: 1200, achievements: [18] },
      { userId: SOTA, avatarId: 8, level: 6, goldMedals: 12, exp: 1200 },
      { userId: KENTA, avatarId: 9, level: 4, goldMedals: 9, exp: 1200 },
    ],
  },
  {
    id: 'demo-party-6',
    name: 'ひかりの探検隊',
    mode: 'standard',
    daysAgo: 1,
    score: 6900,
    cleared: true,
    members: [
      { userId: AKARI, avatarId: 4, level: 14, goldMedals: 10, exp: 800, titles: [3] },
      { userId: SOTA, avatarId: 8, level: 6, goldMedals: 9, exp: 800, achievements: [6] },
    ],
  },
]

/**
 * Codes anyone can type or scan on /coupon/list and /coupon/qr (printed in the `npm start` banner
 * and the README). A player who already holds the code's coupon as available is told it was
 * already granted; one code is single-use, one has expired.
 */
export const DEMO_COUPON_CODES: { code: string; couponId: number; maxUses: number | null; expired?: boolean; note: string }[] = [
  { code: 'PRTY-PAPR-5YEN', couponId: 1, maxUses: null, note: '¥500 off, paper' },
  { code: 'PRTY-GEMS-HUNT', couponId: 3, maxUses: null, note: 'a free item hunt, digital' },
  { code: 'PRTY-SVER-3PTS', couponId: 4, maxUses: null, note: '300 silver topolo' },
  { code: 'PRTY-GPTS-2KGT', couponId: 6, maxUses: null, note: '100 gold topolo' },
  { code: 'PRTY-UNQE-9999', couponId: 6, maxUses: 1, note: 'single-use: the second account is told it was used' },
  { code: 'PRTY-ENDS-8888', couponId: 5, maxUses: null, expired: true, note: 'expired' },
]

/** The app's link that offers the guest's play data at sign-up (spec: QR account data). */
export function guestInheritancePath(): string {
  const guest = DEMO_PLAYERS.find((player) => player.userId === DEMO_GUEST_ID)
  const query = new URLSearchParams({ user_id: DEMO_GUEST_ID, name: guest?.name ?? '', reading: guest?.reading ?? '' })
  return `/signuptop/qrpopup?${query}`
}
