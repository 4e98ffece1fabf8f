import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { ENTRY_ITEM_SLOTS, type EntryDraft, type EntryItemKind, ITEM_CATEGORY_OF_KIND, toggleItem } from '../../domain/entry/entryDraft.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formStyles } from '../../ui/Form.tsx'
import { useRefocusWhenLost } from '../../ui/useRefocusWhenLost.ts'
import { Artwork } from '../collection/Artwork.tsx'
import { RarityLabel } from '../collection/OwnershipBadge.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Entry.module.css'
import { EntryFrame } from './EntryFrame.tsx'
import { kindLabel } from './ItemsStep.tsx'
import { StatSummary } from './StatSummary.tsx'
import { useItemStats } from './useItemStats.ts'
import { useOwnedItems } from './useOwned.ts'

/** /entry/select/item/{phys|exp|coin}: the owned items of one kind; tapping adds one copy or takes it out. */
export function ItemSelectScreen({ kind }: { kind: EntryItemKind }) {
  const { t, i18n } = useLingui()
  const label = i18n._(kindLabel(kind))
  return (
    <EntryFrame step={2} title={t`アイテムを選ぶ：${label}`}>
      {(draft) => <ItemPicks draft={draft} kind={kind} />}
    </EntryFrame>
  )
}

function ItemPicks({ draft, kind }: { draft: EntryDraft; kind: EntryItemKind }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const items = useOwnedItems()
  const statsOf = useItemStats(draft.avatar_id)
  const chosen = draft.items[kind]
  const max = ENTRY_ITEM_SLOTS[kind].count
  const count = chosen.length
  const rows = items.rows
    .map((owned) => ({ owned, item: items.byId.get(owned.item_id) }))
    .filter((row) => row.item?.category === ITEM_CATEGORY_OF_KIND[kind])
    .sort((a, b) => (b.item?.rarity ?? 0) - (a.item?.rarity ?? 0) || a.owned.item_id - b.owned.item_id)

  // "+" turns disabled once the last copy is in ("−" once the last is out) and drops the focus:
  // it goes to the other button of the item pressed.
  const pressed = useRef<HTMLElement | null>(null)
  useRefocusWhenLost(chosen.join(), () => pressed.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus())

  const toggle = (itemId: number, owned: number, add: boolean) =>
    updateEntryDraft((current) => {
      const list = toggleItem(current.items[kind], itemId, kind, owned, add)
      return list ? { items: { ...current.items, [kind]: list } } : {}
    })

  return (
    <>
      <p role="status" data-testid="item-count">
        <Trans>
          {count}/{max}個 選択中
        </Trans>
      </p>
      <StoredDataStatus view={items.view} loading={<Trans>読み込んでいます…</Trans>} />
      {items.known && rows.length === 0 ? (
        <p className={styles.muted}>
          <Trans>この種類のアイテムは持っていません。アイテムハントで手に入ります。</Trans>
        </p>
      ) : null}
      <ul className={styles.pickGrid}>
        {rows.map(({ owned, item }) => {
          if (!item) return null
          const taken = chosen.filter((id) => id === item.id).length
          const full = count >= max
          const name = localized(item.name, locale)
          return (
            <li key={item.id}>
              <div className={styles.pick} aria-current={taken > 0 ? 'true' : undefined}>
                <Artwork kind="item" id={item.id} name="" size={56} />
                <RarityLabel rarity={item.rarity} />
                <strong>{name}</strong>
                <StatSummary stats={statsOf(item.id)} signed />
                <span className={styles.muted}>
                  <Trans>
                    {taken}/{owned.count}個 使用
                  </Trans>
                </span>
                <div className={formStyles.actions}>
                  <button
                    type="button"
                    className={formStyles.secondary}
                    disabled={taken === 0}
                    onClick={(event) => {
                      pressed.current = event.currentTarget.parentElement
                      void toggle(item.id, owned.count, false)
                    }}
                    aria-label={t`外す：${name}`}
                  >
                    −
                  </button>
                  <button
                    type="button"
                    className={formStyles.primary}
                    disabled={full || taken >= owned.count}
                    onClick={(event) => {
                      pressed.current = event.currentTarget.parentElement
                      void toggle(item.id, owned.count, true)
                    }}
                    aria-label={t`入れる：${name}`}
                  >
                    +
                  </button>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      <p>
        <Link to="/entry-02" className={formStyles.primary}>
          <Trans>決定</Trans>
        </Link>
      </p>
    </>
  )
}
