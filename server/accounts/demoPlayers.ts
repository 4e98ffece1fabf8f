/**
 * The demo accounts `npm start` seeds (emulator only: known passwords never go to a real project),
 * and one guest whose play data an account can inherit. Ids refer to the seeded master data.
 */
import { TOPOLO_REASON, TOPOLO_TYPE, type TopoloReason, type TopoloType } from '../../src/domain/topolo.ts'
import type { DemoMessageKey } from './demoMessages.ts'

type Play = [mode: 'standard' | 'rank_battle', daysAgo: number, score: number, cleared: boolean]

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
  plays: Play[]
  /** Ledger entries in order: [silver or gold, signed amount, reason]. */
  topolo: [type: TopoloType, amount: number, reason: TopoloReason][]
}

export const DEMO_PASSWORD = 'demopassword1'
export const STAFF_PASSWORD = 'staffpassword1'
export const DEMO_GUEST_ID = '6f1c7c2e-4b8a-4d5e-9a3b-2c1d0e9f8a70'

const { silver, gold } = TOPOLO_TYPE
const { purchase, present, gamePlay, coupon, useItemHunt } = TOPOLO_REASON

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
    name: 'アカリ',
    reading: 'アカリ',
    language: 0,
    level: 14,
    exp: 13250,
    titleId: 3,
    lotteryPoint: 120,
    goldMedals: [48, 12, 20],
    avatars: [[4, 'purchased'], [5, 'unlocked'], [7, 'purchased'], [13, 'transformed']],
    spirits: [[3, 'purchased'], [5, 'unlocked'], [9, 'purchased']],
    items: [[1, 2], [5, 1], [12, 3], [20, 1], [31, 2]],
    coupons: [[2, 'available'], [3, 'available'], [5, 'expired'], [6, 'used']],
    titles: [[1, true], [2, true], [3, true], [19, false]],
    messages: [['welcome', 41, true], ['limited-titles', 6, false], ['app-maintenance', 2, false]],
    achievements: [1, 2, 3, 4],
    plays: [['standard', 40, 5200, true], ['standard', 33, 6100, true], ['rank_battle', 20, 7450, true], ['standard', 12, 4800, false], ['rank_battle', 5, 8000, true], ['standard', 1, 6900, true]],
    topolo: [[silver, 1800, gamePlay], [gold, 1000, purchase], [gold, -100, useItemHunt], [silver, -300, useItemHunt]],
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
    avatars: [[6, 'unlocked'], [8, 'purchased']],
    spirits: [[4, 'unlocked']],
    items: [[2, 1], [14, 2], [25, 1]],
    coupons: [[1, 'available'], [4, 'available'], [5, 'expired'], [2, 'used']],
    titles: [[1, true], [2, false]],
    messages: [['welcome', 15, true], ['limited-titles', 6, false], ['app-maintenance', 2, false]],
    achievements: [1, 2],
    plays: [['standard', 14, 3900, false], ['standard', 9, 5100, true], ['standard', 2, 5600, true]],
    topolo: [[silver, 900, gamePlay], [gold, 300, present]],
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
    coupons: [[6, 'available'], [3, 'available'], [5, 'expired'], [1, 'used']],
    titles: [[1, true], [20, false]],
    messages: [['welcome', 4, true], ['limited-titles', 3, false], ['app-maintenance', 2, false]],
    achievements: [1],
    plays: [['standard', 3, 2100, false]],
    topolo: [[silver, 300, gamePlay], [gold, 200, coupon]],
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
    plays: [],
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
    titles: [[1, true], [2, true]],
    messages: [],
    achievements: [1, 2],
    plays: [['standard', 6, 4400, true], ['standard', 4, 3800, false], ['rank_battle', 1, 5200, true]],
    topolo: [[silver, 600, gamePlay]],
  },
]

/** The app's link that offers the guest's play data at sign-up (spec: QR account data). */
export function guestInheritancePath(): string {
  const guest = DEMO_PLAYERS.find((player) => player.userId === DEMO_GUEST_ID)
  const query = new URLSearchParams({ user_id: DEMO_GUEST_ID, name: guest?.name ?? '', reading: guest?.reading ?? '' })
  return `/signuptop/qrpopup?${query}`
}
