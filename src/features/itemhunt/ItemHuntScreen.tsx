import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { drawItems, type Hunt, useHunts } from '../../data/repositories/itemHuntRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { rarityLabel } from '../../domain/collection/stats.ts'
import { DRAW_ROUNDS, type DrawRound, drawCost, RATE_TOTAL } from '../../domain/itemhunt/itemHunt.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { TOPOLO_TYPE, type TopoloType } from '../../domain/topolo.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { formStyles, FormMessage } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useAction } from '../../ui/useAction.ts'
import { isRouteAvailable } from '../../shell/navigation/routeTable.ts'
import { appConfig } from '../../config.ts'
import { DrawHistory } from './DrawHistory.tsx'
import styles from './ItemHunt.module.css'

type Pending = { hunt: Hunt; round: DrawRound; type: TopoloType; requestId: string }

/**
 * /itemhunt: the hunts on offer with their rates by rarity, the player's topolo, and draws of 1 or
 * 10 paid in gold or silver, each confirmed first (topolo spent is not refunded). The confirmed
 * draw keeps its request id until it succeeds, so a retry after a dropped connection cannot draw
 * twice. Then the result screen; below, the player's own draws.
 */
export function ItemHuntScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const online = useOnline()
  const navigate = useNavigate()
  const hunts = useHunts()
  const player = usePlayer(['property'])
  const balances = player.value?.property?.topolo
  const [pending, setPending] = useState<Pending | null>(null)
  const action = useAction()
  const drawButton = useRef<HTMLButtonElement>(null)
  const canBuy = isRouteAvailable('/purchase/topolo', appConfig.periodLevel)

  const n = (value: number) => i18n.number(value)
  const balanceOf = (type: TopoloType) => (type === TOPOLO_TYPE.gold ? balances?.gold : balances?.silver) ?? 0
  const kindName = (type: TopoloType) => (type === TOPOLO_TYPE.gold ? t`ゴールドトポロ` : t`シルバートポロ`)

  async function confirmDraw() {
    if (!pending) return
    const { hunt, round, type, requestId } = pending
    const done = await action.run(async () => {
      await drawItems(hunt.id, round, type, requestId)
    })
    if (done) {
      setPending(null)
      await navigate({ to: '/itemhunt/result' })
    }
  }

  return (
    <Screen title={t`アイテムハント`} lead={<Trans>トポロを使って、冒険に持っていけるアイテムを探します。</Trans>}>
      <p className={styles.balances} data-testid="itemhunt-balances">
        <span>
          <Trans>ゴールドトポロ {n(balances?.gold ?? 0)}</Trans>
        </span>
        <span>
          <Trans>シルバートポロ {n(balances?.silver ?? 0)}</Trans>
        </span>
      </p>
      {hunts.value === undefined && hunts.reading ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {hunts.value?.length === 0 ? (
        <p role="status">
          <Trans>いま開催中のアイテムハントはありません。</Trans>
        </p>
      ) : null}
      {(hunts.value ?? []).map((hunt) => (
        <section key={hunt.id} className={styles.hunt} aria-labelledby={`hunt-${hunt.id}`} data-testid="hunt">
          <h2 id={`hunt-${hunt.id}`}>{localized(hunt.name, locale)}</h2>
          <p className={styles.muted}>{localized(hunt.description, locale)}</p>
          <ul className={styles.rates} aria-label={t`レアリティごとの提供割合`}>
            {hunt.rarities.map((rate) => (
              <li key={rate.rarity}>
                {rarityLabel(rate.rarity)} {i18n.number(rate.rate / RATE_TOTAL, { style: 'percent', maximumFractionDigits: 2 })}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/itemhunt/rate/$id" params={{ id: String(hunt.id) }}>
              <Trans>アイテムごとの提供割合</Trans>
            </Link>
          </p>
          <div className={styles.draws}>
            {[TOPOLO_TYPE.gold, TOPOLO_TYPE.silver].map((type) =>
              DRAW_ROUNDS.map((round) => {
                const cost = drawCost(type, round)
                const short = balanceOf(type) < cost
                return (
                  <button
                    key={`${type}-${round}`}
                    type="button"
                    className={round === 10 ? formStyles.primary : formStyles.secondary}
                    disabled={!online || short}
                    onClick={() => {
                      action.setError(null)
                      setPending({ hunt, round, type, requestId: crypto.randomUUID() })
                    }}
                  >
                    {round === 1 ? <Trans>1回引く</Trans> : <Trans>10回引く</Trans>}
                    <span className={styles.cost}>
                      {kindName(type)} {n(cost)}
                    </span>
                  </button>
                )
              }),
            )}
          </div>
          {!online ? (
            <p className={styles.muted} role="status">
              <Trans>アイテムハントは通信できるときに引けます。</Trans>
            </p>
          ) : balanceOf(TOPOLO_TYPE.gold) < drawCost(TOPOLO_TYPE.gold, 1) && balanceOf(TOPOLO_TYPE.silver) < drawCost(TOPOLO_TYPE.silver, 1) ? (
            <p className={styles.muted}>
              <Trans>トポロが足りません。シルバートポロはプレイすると貯まります。</Trans>{' '}
              {canBuy ? (
                <Link to="/purchase/topolo">
                  <Trans>トポロを購入する</Trans>
                </Link>
              ) : null}
            </p>
          ) : null}
        </section>
      ))}
      <p className={styles.actions}>
        <Link to="/itemhunt/about">
          <Trans>アイテムハントについて</Trans>
        </Link>
      </p>
      <DrawHistory />
      <Dialog open={pending !== null} onDismiss={() => setPending(null)} title={<Trans>アイテムハントを引きますか？</Trans>} initialFocus={drawButton} testId="draw-confirm">
        {pending ? (
          <>
            <p>
              {pending.round === 1 ? (
                <Trans>
                  {kindName(pending.type)} {n(drawCost(pending.type, pending.round))} を使って1回引きます。
                </Trans>
              ) : (
                <Trans>
                  {kindName(pending.type)} {n(drawCost(pending.type, pending.round))} を使って10回引きます。
                </Trans>
              )}
            </p>
            <p className={styles.muted}>
              <Trans>使ったトポロは返金できません。出たアイテムはマイページに入ります。</Trans>
            </p>
            <FormMessage error={action.error} />
            <div className={formStyles.actions}>
              <button ref={drawButton} type="button" className={formStyles.primary} disabled={action.busy} aria-busy={action.busy || undefined} onClick={() => void confirmDraw()}>
                {action.busy ? <Trans>引いています…</Trans> : <Trans>引く</Trans>}
              </button>
              <button type="button" className={formStyles.secondary} onClick={() => setPending(null)}>
                <Trans>やめる</Trans>
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </Screen>
  )
}
