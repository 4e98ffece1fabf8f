import { Trans, useLingui } from '@lingui/react/macro'
import { useResult } from '../../data/repositories/resultRepository.ts'
import { rankCategoryOf, rankGrade, rankOf, ROOKIE_BONUS_RATE } from '../../domain/collection/rank.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { Screen } from '../../ui/Screen.tsx'
import { QuestionnairePrompt } from '../community/QuestionnairePrompt.tsx'
import { ResultShare } from '../community/ShareButton.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import styles from '../collection/Collection.module.css'
import { useMasterById } from '../collection/useMaster.ts'
import { useReturnWhenMissing } from '../collection/useReturnWhenMissing.ts'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'

/**
 * /result/{party id}: the party, its members with their avatars, the score and rank, gold medals
 * and experience (the rookie bonus marked where it applied) and what the play earned.
 */
export function ResultScreen({ partyId }: { partyId: string }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const view = useResult(partyId)
  const avatars = useMasterById('avatars')
  const titles = useMasterById('titles')
  const achievements = useMasterById('achievements')
  const result = view.value
  useReturnWhenMissing(result === null && !view.refreshing, 'result')
  const rank = result ? rankOf(result.score, rankCategoryOf(result.mode)) : undefined
  const grade = rank === undefined ? '' : (rankGrade(rank) ?? '')

  return (
    <Screen title={result ? result.party_name || t`プレイ結果` : t`プレイ結果`}>
      <StoredDataStatus view={view} loading={<Trans>読み込んでいます…</Trans>} />
      {result && rank !== undefined ? (
        <>
          <p className={styles.note}>
            {i18n.date(new Date(result.play_result_datetime), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' })} ·{' '}
            {result.mode === 'rank_battle' ? <Trans>ランクバトル</Trans> : <Trans>スタンダード</Trans>} · {result.cleared ? <Trans>クリア</Trans> : <Trans>クリアならず</Trans>}
          </p>
          <div className={styles.detailHead} data-testid="result-rank">
            <Artwork kind="rank" id={rank} name={t`ランク ${grade}`} size={128} />
            <dl>
              <dt className={styles.note}>
                <Trans>スコア</Trans>
              </dt>
              <dd className={styles.rowTitle} data-testid="result-score">
                {i18n.number(result.score)}
              </dd>
              <dt className={styles.note}>
                <Trans>ランク</Trans>
              </dt>
              <dd className={styles.rowTitle}>{grade}</dd>
              <dt className={styles.note}>
                <Trans>獲得</Trans>
              </dt>
              <dd data-testid="result-earned">
                <Trans>
                  経験値 +{i18n.number(result.exp)} · シルバートポロ +{i18n.number(result.silver)}
                </Trans>
                {result.levels_gained > 0 ? (
                  <strong className={`${styles.badge} ${styles.owned}`}>
                    <Trans>レベルアップ！</Trans>
                  </strong>
                ) : null}
              </dd>
            </dl>
          </div>

          <ResultShare
            result={{
              party_name: result.party_name,
              score: result.score,
              grade,
              cleared: result.cleared,
              mode: result.mode,
              size: result.members.length,
              day: tokyoDate(new Date(result.play_result_datetime)).replaceAll('-', ''),
            }}
          />
          <QuestionnairePrompt partyId={result.party_id} answered={result.questionnaire_answered} />

          <h2>
            <Trans>パーティーメンバー</Trans>
          </h2>
          <ul className={styles.list} data-testid="result-members">
            {result.members.map((member, index) => {
              const avatarName = member.avatar_id === null ? '' : localized(avatars.byId.get(member.avatar_id)?.name, locale)
              return (
                // Members have no id of their own in the reply; their order is the party's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the order is fixed for a result
                <li key={index} className={styles.row}>
                  {member.avatar_id === null ? null : <Artwork kind="avatar" id={member.avatar_id} name={avatarName} size={56} />}
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {member.name ?? t`名前未設定`}{' '}
                      {member.is_self ? (
                        <span className={`${styles.badge} ${styles.owned}`}>
                          <Trans>あなた</Trans>
                        </span>
                      ) : null}
                    </p>
                    <p className={styles.rowMeta}>
                      <Trans>
                        Lv.{member.level} · ゴールドメダル {i18n.number(member.gold_medals)} · 経験値 {i18n.number(member.exp)}
                      </Trans>
                    </p>
                    {member.rookie_bonus ? (
                      <p className={styles.rowMeta}>
                        <span className={`${styles.badge} ${styles.new}`}>
                          <Trans>ルーキーボーナス ×{ROOKIE_BONUS_RATE}</Trans>
                        </span>
                      </p>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
          {result.rookie_bonus ? (
            <p className={styles.note}>
              <Trans>レベル10以下のプレイヤーとレベル11以上のプレイヤーが一緒にプレイしたため、全員の経験値が{ROOKIE_BONUS_RATE}倍になりました。</Trans>
            </p>
          ) : null}

          <h2>
            <Trans>獲得した称号・実績</Trans>
          </h2>
          {result.title_ids.length + result.achievement_ids.length === 0 ? (
            <p className={styles.note}>
              <Trans>このプレイで獲得した称号・実績はありません。</Trans>
            </p>
          ) : (
            <ul className={styles.list} data-testid="result-earned">
              {result.title_ids.map((id) => (
                <li key={`title-${id}`} className={styles.row}>
                  <span aria-hidden="true">👑</span>
                  <Trans>称号「{localized(titles.byId.get(id)?.name, locale)}」</Trans>
                </li>
              ))}
              {result.achievement_ids.map((id) => (
                <li key={`achievement-${id}`} className={styles.row}>
                  <span aria-hidden="true">🏆</span>
                  <Trans>実績「{localized(achievements.byId.get(id)?.name, locale)}」</Trans>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <BackToMyPage hash="result" />
    </Screen>
  )
}
