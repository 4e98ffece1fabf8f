import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLastDraw } from '../../data/repositories/itemHuntRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { rarityLabel } from '../../domain/collection/stats.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formStyles } from '../../ui/Form.tsx'
import { LottiePlayer } from '../../ui/LottiePlayer.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import { CHEST_ANIMATION } from './chestAnimation.ts'
import styles from './ItemHunt.module.css'

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * /itemhunt/result: the chest animation plays once (skippable; a reduced-motion user sees the result
 * at once), then what the draw gave, rarest marked, new ones labelled. It reads the last draw kept
 * on the device, so a reload shows the same result.
 */
export function DrawResultScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const { draw, reading } = useLastDraw()
  const items = useMasterSet('items').value
  const [revealed, setRevealed] = useState(reducedMotion)

  return (
    <Screen title={t`アイテムハントの結果`}>
      {draw === undefined && reading ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {draw === null ? (
        <p role="status">
          <Trans>この端末で引いたアイテムハントの結果はありません。</Trans>
        </p>
      ) : null}
      {draw && !revealed ? (
        <>
          <div className={styles.stage}>
            <LottiePlayer animationData={CHEST_ANIMATION} loop={false} label={t`宝箱が開くアニメーション`} onComplete={() => setRevealed(true)} />
          </div>
          <p className={styles.actions}>
            <button type="button" className={formStyles.secondary} onClick={() => setRevealed(true)}>
              <Trans>結果をすぐ見る</Trans>
            </button>
          </p>
        </>
      ) : null}
      {draw && revealed ? (
        <>
          <p role="status">
            <Trans>{draw.items.length}個のアイテムが見つかりました。</Trans>
          </p>
          <ul className={styles.items} data-testid="drawn-items">
            {draw.items.map((item, index) => {
              const master = items?.find((record) => record.id === item.item_id)
              const name = master ? localized(master.name, locale) : `#${item.item_id}`
              return (
                // The same item may be drawn twice: the order of the draw is the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: a draw's order is fixed
                <li key={index} className={styles.item} data-rarity={item.rarity}>
                  <span className={styles.rarity}>{rarityLabel(item.rarity)}</span>
                  <Artwork kind="item" id={item.item_id} name={name} size={72} />
                  <span>{name}</span>
                  {item.is_new ? <span className={styles.new}>NEW</span> : null}
                </li>
              )
            })}
          </ul>
          <p className={styles.muted}>
            <Trans>
              残り：ゴールドトポロ {i18n.number(draw.balances.gold)} · シルバートポロ {i18n.number(draw.balances.silver)}
            </Trans>
          </p>
        </>
      ) : null}
      <p className={styles.actions}>
        <Link to="/itemhunt" className={formStyles.primary}>
          <Trans>アイテムハントに戻る</Trans>
        </Link>
        <Link to="/mypage" hash="item" className={formStyles.secondary}>
          <Trans>マイページでアイテムを見る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
