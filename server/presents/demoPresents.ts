import type { PresentKind } from '../../src/domain/contract/present.ts'
import type { LocalizedText } from '../../src/domain/locales.ts'
import type { Queryable } from '../db/database.ts'
import { DEMO_PLAYERS } from '../accounts/demoPlayers.ts'

const DAY_MS = 24 * 60 * 60 * 1000

type DemoPresent = { kind: PresentKind; amount: number; itemId?: number; message: LocalizedText; days: number }

/** The presents waiting for the first demo player (アカリ), so the inbox and My Page show them. */
export const DEMO_PRESENTS: DemoPresent[] = [
  {
    kind: 'silver',
    amount: 300,
    days: 60,
    message: {
      ja: 'オープン記念のプレゼントです。ダンジョンでお待ちしています！',
      en: 'A gift to celebrate our opening. See you in the dungeon!',
      ko: '오픈 기념 선물이에요. 던전에서 기다릴게요!',
      zhcn: '开业纪念礼物。我们在地下城等您！',
      zhtw: '開幕紀念禮物。我們在地下城等您！',
    },
  },
  {
    kind: 'gold',
    amount: 100,
    days: 14,
    message: {
      ja: 'いつもご来店ありがとうございます。次の冒険にお役立てください。',
      en: 'Thank you for visiting us. Use it on your next adventure.',
      ko: '늘 찾아 주셔서 감사해요. 다음 모험에 유용하게 써 주세요.',
      zhcn: '感谢您一直以来的光临。请在下次冒险中使用。',
      zhtw: '感謝您一直以來的光臨。請在下次冒險中使用。',
    },
  },
]

/**
 * Adds the demo presents the first demo player does not have yet (by their Japanese message), valid
 * for their days from `now`; one accepted or expired is not sent again.
 */
export async function insertDemoPresents(tx: Queryable, now: Date): Promise<void> {
  const [player] = DEMO_PLAYERS
  if (!player) return
  for (const present of DEMO_PRESENTS) {
    await tx.query(
      `insert into present (user_id, kind, amount, item_id, message, expires_at, sent_at)
       select $1, $2, $3, $4, $5::jsonb, $6, $7
       where exists (select 1 from player where user_id = $1)
         and not exists (select 1 from present where user_id = $1 and message->>'ja' = $8)`,
      [player.userId, present.kind, present.amount, present.itemId ?? null, JSON.stringify(present.message), new Date(now.getTime() + present.days * DAY_MS), now, present.message.ja],
    )
  }
}
