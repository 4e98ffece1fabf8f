import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { fetchRecommendedItems } from '../../data/repositories/entryRepository.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { ENTRY_ITEM_KINDS, ENTRY_ITEM_SLOTS, type EntryDraft, type EntryItemKind, ITEM_CATEGORY_OF_KIND, recommendedItems, slotIdsOf } from '../../domain/entry/entryDraft.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { Artwork } from '../collection/Artwork.tsx'
import { ITEM_CATEGORY_LABELS } from '../collection/labels.ts'
import styles from './Entry.module.css'
import { EntryFrame, StepBar } from './EntryFrame.tsx'
import { StatSummary } from './StatSummary.tsx'
import { useItemStats } from './useItemStats.ts'
import { useOwnedItems } from './useOwned.ts'

/** /entry-02: the items taken in, by kind (A1.. stat up, E1.. experience up, G1.. gold medal up). */
export function ItemsStep() {
  const { t } = useLingui()
  return (
    <EntryFrame step={2} title={t`エントリー：アイテム`} lead={<Trans>ゲームに持ち込むアイテムを選びます。選ばずに進むこともできます。</Trans>}>
      {(draft) => <ItemSlots draft={draft} />}
    </EntryFrame>
  )
}

export function kindLabel(kind: EntryItemKind) {
  return ITEM_CATEGORY_LABELS[ITEM_CATEGORY_OF_KIND[kind]]
}

function ItemSlots({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const navigate = useNavigate()
  const online = useOnline()
  const items = useOwnedItems()
  const statsOf = useItemStats(draft.avatar_id)
  const recommend = useAction()

  const fillRecommended = () =>
    recommend.run(async () => {
      await updateEntryDraft({ items: recommendedItems(await fetchRecommendedItems(draft.avatar_id)) })
    })

  return (
    <>
      <p>
        <button type="button" className={formStyles.secondary} onClick={() => void fillRecommended()} disabled={!online || recommend.busy} aria-busy={recommend.busy || undefined}>
          {recommend.busy ? t`おすすめを調べています…` : t`おすすめのアイテムを入れる`}
        </button>
      </p>
      {!online ? (
        <p className={styles.muted}>
          <Trans>おすすめはインターネット接続があるときに使えます。</Trans>
        </p>
      ) : null}
      <FormMessage error={recommend.error} />
      {ENTRY_ITEM_KINDS.map((kind) => {
        const chosen = draft.items[kind]
        const count = chosen.length
        const max = ENTRY_ITEM_SLOTS[kind].count
        return (
          <section key={kind} className={styles.section} aria-labelledby={`items-${kind}`} data-testid={`items-${kind}`}>
            <h2 id={`items-${kind}`}>
              {i18n._(kindLabel(kind))}{' '}
              <span className={styles.muted}>
                <Trans>
                  {count}/{max}
                </Trans>
              </span>
            </h2>
            <ul className={styles.slots}>
              {slotIdsOf(kind).map((slotId, index) => {
                const itemId = chosen[index]
                const item = itemId === undefined ? undefined : items.byId.get(itemId)
                return (
                  <li key={slotId} className={item ? styles.choice : `${styles.choice} ${styles.empty}`}>
                    <span className={styles.pickMark}>{slotId}</span>
                    {item ? <Artwork kind="item" id={item.id} name="" size={48} /> : null}
                    <div>
                      <span className={styles.choiceName}>{item ? localized(item.name, locale) : t`空き`}</span>
                      {item ? <StatSummary stats={statsOf(item.id)} signed /> : null}
                    </div>
                  </li>
                )
              })}
            </ul>
            <p>
              <Link to="/entry/select/item/$category" params={{ category: kind }} className={formStyles.secondary}>
                <Trans>選ぶ・変更する</Trans>
              </Link>
            </p>
          </section>
        )
      })}
      <StepBar
        back={
          <Link to="/entry-01">
            <Trans>戻る</Trans>
          </Link>
        }
        next={
          <button type="button" className={formStyles.primary} onClick={() => void navigate({ to: '/entry-03' })}>
            <Trans>次へ：スピリット</Trans>
          </button>
        }
      />
    </>
  )
}
