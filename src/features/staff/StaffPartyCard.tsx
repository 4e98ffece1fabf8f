import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffParty } from '../../data/repositories/staffRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formStyles } from '../../ui/Form.tsx'
import { HeldCheckField } from '../../ui/HeldCheckField.tsx'
import { formatYen } from '../../ui/format/money.ts'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Staff.module.css'

/** Where the party stands, as a word staff read at a glance. */
export function PartyStateChip({ party }: { party: Pick<StaffParty, 'status' | 'checked_in_at' | 'queue_status'> }) {
  const { t } = useLingui()
  const [label, tone] =
    party.status === 'disbanded'
      ? [t`キャンセル`, 'bad']
      : party.status === 'ended'
        ? [t`終了`, 'neutral']
        : party.status === 'playing'
          ? [t`プレイ中`, 'good']
          : party.checked_in_at !== null
            ? [t`受付済み・待機中`, 'good']
            : [t`受付前`, 'neutral']
  return (
    <span className={styles.chip} data-tone={tone}>
      {label}
    </span>
  )
}

/** A player's marks as staff confirm them: a child (up to 12), a student (ID shown). */
export type PlayerMarks = { is_child?: boolean; is_student?: boolean }

/**
 * A party as the counter sees it: entry number, players with avatars, level, adult or child and
 * what each pays (and how, and in yen at the counter), the reservation with its deposit and the
 * coupon. Before check-in, `onMark` lets staff correct a child or mark a student. The buttons below
 * it belong to the kiosk screen.
 */
export function StaffPartyCard({ party, onMark, busy = false, children }: { party: StaffParty; onMark?: (userId: string, marks: PlayerMarks) => void; busy?: boolean; children?: React.ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const coupons = useMasterSet('coupons').value
  const coupon = party.coupon ? coupons?.find((record) => record.id === party.coupon?.coupon_id) : undefined
  const couponOwner = party.players.find((player) => player.user_id === party.coupon?.owner_user_id)
  const n = (value: number) => i18n.number(value)
  const yen = (value: number) => formatYen(i18n, value)
  const editable = onMark !== undefined && party.status === 'entered' && party.checked_in_at === null
  const time = (iso: string) => i18n.date(new Date(iso), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })
  return (
    <section className={styles.panel} aria-labelledby="staff-party" data-testid="staff-party">
      <div className={styles.partyHead}>
        <span className={styles.entryNumber} data-testid="staff-entry-number">
          {party.entry_number}
        </span>
        <h2 id="staff-party">{party.name}</h2>
        <PartyStateChip party={party} />
      </div>
      {party.checked_in_at ? (
        <p className={styles.muted}>
          <Trans>受付 {time(party.checked_in_at)}</Trans>
        </p>
      ) : null}
      <ul className={styles.players}>
        {party.players.map((player) => {
          const charge = party.charge.find((line) => line.user_id === player.user_id)
          return (
            <li key={player.user_id} className={styles.player} data-testid="staff-player">
              <Artwork kind="avatar" id={player.avatar_id} name="" size={48} />
              <div>
                <strong>{player.player_name}</strong>
                <span className={styles.muted}>
                  {player.seat === 1 ? t`リーダー` : t`メンバー`} · Lv.{player.level} · {player.is_child ? t`子ども` : player.is_student ? t`学生` : t`大人`}
                  {player.first_play ? ` · ${t`初回`}` : ''}
                </span>
                {editable ? (
                  <div className={styles.marks}>
                    <HeldCheckField name={`child-${player.user_id}`} checked={player.is_child} disabled={busy} onChecked={(isChild) => onMark(player.user_id, { is_child: isChild })}>
                      <Trans>子ども（12歳以下）</Trans>
                    </HeldCheckField>
                    <HeldCheckField name={`student-${player.user_id}`} checked={player.is_student} disabled={busy} onChecked={(isStudent) => onMark(player.user_id, { is_student: isStudent })}>
                      <Trans>学生証あり</Trans>
                    </HeldCheckField>
                  </div>
                ) : null}
              </div>
              {charge ? (
                <div className={styles.amount}>
                  <div>
                    <Trans>{n(charge.due)} トポロ</Trans>
                  </div>
                  <div className={styles.muted}>
                    {charge.at_counter ? (
                      <span data-testid="staff-counter-yen">
                        <Trans>カウンターで {yen(charge.counter_yen)}</Trans>
                      </span>
                    ) : charge.short > 0 ? (
                      <>
                        <span className={styles.short}>
                          <Trans>{n(charge.short)} 不足</Trans>
                        </span>
                        <div data-testid="staff-counter-yen">
                          <Trans>カウンターなら {yen(charge.counter_yen)}</Trans>
                        </div>
                      </>
                    ) : (
                      <Trans>
                        シルバー {n(charge.from_silver)} / ゴールド {n(charge.from_gold)}
                      </Trans>
                    )}
                  </div>
                </div>
              ) : (
                <span />
              )}
            </li>
          )
        })}
      </ul>
      <dl className={styles.facts}>
        <dt>
          <Trans>料金</Trans>
        </dt>
        <dd>{party.opening ? <Trans>オープン記念料金（大人720・子ども400トポロ）</Trans> : <Trans>通常料金（大人900・子ども500トポロ）</Trans>}</dd>
        <dt>
          <Trans>予約</Trans>
        </dt>
        <dd data-testid="staff-reservation">
          {party.reservation ? (
            <Trans>
              {time(party.reservation.slot_start)} の枠 · 予約番号 {party.reservation.code} · 予約金 {n(party.reservation.advance_payment)} トポロ（リーダーの料金に充当）
            </Trans>
          ) : (
            <Trans>なし</Trans>
          )}
          {party.late_reservation ? (
            <div className={styles.short} data-testid="staff-late-reservation">
              {party.reservation ? (
                <Trans>
                  {time(party.late_reservation.slot_start)} の予約（予約番号 {party.late_reservation.code}）は30分を過ぎたため取り消し（予約金は返金されません）。
                </Trans>
              ) : (
                <Trans>
                  {time(party.late_reservation.slot_start)} の予約（予約番号 {party.late_reservation.code}）は30分を過ぎたため取り消し。予約金は返金されず、予約なしとして列の最後に並びます。
                </Trans>
              )}
            </div>
          ) : null}
        </dd>
        <dt>
          <Trans>クーポン</Trans>
        </dt>
        <dd data-testid="staff-coupon">
          {party.coupon ? (
            <>
              {coupon ? localized(coupon.name, locale) : `#${party.coupon.coupon_id}`}
              {couponOwner ? ` (${couponOwner.player_name})` : ''}
            </>
          ) : (
            <Trans>なし</Trans>
          )}
        </dd>
      </dl>
      {children ? <div className={formStyles.actions}>{children}</div> : null}
    </section>
  )
}
