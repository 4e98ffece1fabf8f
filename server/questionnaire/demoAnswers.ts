import type { Locale } from '../../src/domain/locales.ts'
import type { Difficulty, Recommend, Satisfaction } from '../../src/domain/questionnaire/questionnaire.ts'
import type { Queryable } from '../db/database.ts'
import { hash, random as seededRandom } from '../master/artwork/svg.ts'
import type { CrowdPlay } from '../ranking/rankingStore.ts'

/**
 * The demo crowd's answers to the questionnaire, about two in three of its players, so the kiosk's
 * summary of a fresh machine shows something for every day of the demo week. Derived from the play
 * alone (seeded by its id), so seeding again adds nothing.
 */

const COMMENTS: readonly { language: Locale; text: string }[] = [
  { language: 'ja', text: '最後の謎解きで全員が盛り上がりました。また来ます！' },
  { language: 'ja', text: '受付がスムーズで待ち時間も短かったです。' },
  { language: 'ja', text: '3つ目の部屋の仕掛けが少し分かりにくかったです。ヒントがもう少し欲しいです。' },
  { language: 'ja', text: '子どもと一緒に楽しめました。' },
  { language: 'en', text: 'Great fun with friends. The boss room was tense in the best way!' },
  { language: 'en', text: 'Would love an English hint card for the third room.' },
  { language: 'ko', text: '친구들과 정말 재미있게 했어요. 다음에 또 올게요!' },
  { language: 'zh-CN', text: '机关很有意思,就是排队时间有点长。' },
  { language: 'zh-TW', text: '道具很精緻,整體體驗非常好！' },
]

type DemoAnswer = {
  seedKey: string
  partyId: string
  playedAt: Date
  answeredAt: Date
  satisfaction: Satisfaction
  difficulty: Difficulty
  recommend: Recommend
  comment: string
  language: Locale
}

export function demoCrowdAnswers(play: CrowdPlay): DemoAnswer[] {
  const random = seededRandom(hash(play.partyId))
  const answers: DemoAnswer[] = []
  play.members.forEach((_member, seat) => {
    if (random() < 0.35) return
    // Mostly pleased; a cleared play more so.
    const satisfaction = Math.min(5, Math.max(1, Math.round(3.4 + random() * 1.8 + (play.cleared ? 0.4 : -0.4)))) as Satisfaction
    const difficulty = Math.min(5, Math.max(1, Math.round(2.2 + random() * 2.2 + (play.cleared ? -0.3 : 0.5)))) as Difficulty
    const recommend: Recommend = satisfaction >= 4 ? 'yes' : satisfaction === 3 ? 'maybe' : 'no'
    const said = random() < 0.4 ? COMMENTS[Math.floor(random() * COMMENTS.length)] : undefined
    answers.push({
      seedKey: `${play.partyId}-${seat + 1}`,
      partyId: play.partyId,
      playedAt: play.playedAt,
      answeredAt: new Date(play.playedAt.getTime() + (5 + Math.floor(random() * 55)) * 60_000),
      satisfaction,
      difficulty,
      recommend,
      comment: said?.text ?? '',
      language: said?.language ?? 'ja',
    })
  })
  return answers
}

/** Stores the crowd's answers for `plays` (an answer already there stays as it is). */
export async function recordCrowdAnswers(tx: Queryable, plays: readonly CrowdPlay[], now: Date): Promise<void> {
  for (const answer of plays.flatMap(demoCrowdAnswers)) {
    if (answer.answeredAt.getTime() > now.getTime()) continue
    await tx.query(
      `insert into play_questionnaire (seed_key, party_id, played_at, satisfaction, difficulty, recommend, comment, language, answered_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (seed_key) do nothing`,
      [answer.seedKey, answer.partyId, answer.playedAt, answer.satisfaction, answer.difficulty, answer.recommend, answer.comment, answer.language, answer.answeredAt],
    )
  }
}

/** A demo play older than this was answered by its members; the newer ones still offer the questionnaire. */
const ANSWERED_AFTER_DAYS = 7

/**
 * The demo players' answers for their older plays (a member present stays answered; one who has
 * answered since is left as they answered).
 */
export async function recordDemoPlayerAnswers(tx: Queryable, parties: readonly { id: string; daysAgo: number; cleared: boolean; members: readonly { userId: string }[] }[]): Promise<void> {
  for (const party of parties.filter((p) => p.daysAgo > ANSWERED_AFTER_DAYS)) {
    for (const member of party.members) {
      const random = seededRandom(hash(`${party.id}:${member.userId}`))
      const satisfaction = (party.cleared ? 4 + Math.floor(random() * 2) : 3) as Satisfaction
      const difficulty = (party.cleared ? 3 : 4) as Difficulty
      await tx.query(
        `insert into play_questionnaire (user_id, party_id, played_at, satisfaction, difficulty, recommend, comment, language, answered_at)
         select r.user_id, r.party_id, r.played_at, $3, $4, $5, '', 'ja', r.played_at + interval '20 minutes'
           from play_result r where r.user_id = $1 and r.party_id = $2
         on conflict (user_id, party_id) where user_id is not null do nothing`,
        [member.userId, party.id, satisfaction, difficulty, satisfaction >= 4 ? 'yes' : 'maybe'],
      )
    }
  }
}
