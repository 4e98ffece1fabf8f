import { Trans } from '@lingui/react/macro'
import type { UserSlot } from '../../data/repositories/entryRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Entry.module.css'

/** Who a join code belongs to, before the leader adds them: name, avatar and level. */
export function MemberPreview({ slot, onAdd, onCancel }: { slot: UserSlot; onAdd: () => Promise<void>; onCancel: () => void }) {
  return (
    <section className={styles.choice} data-testid="member-preview" aria-live="polite">
      <Artwork kind="avatar" id={slot.avatar_id} name="" size={64} />
      <div>
        <span className={styles.choiceName}>{slot.player_name}</span>
        <span className={styles.muted}>
          <Trans>レベル {slot.level}</Trans>
        </span>
        <p>
          <Trans>この人をメンバーに追加しますか？</Trans>
        </p>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.primary} onClick={() => void onAdd()}>
            <Trans>追加する</Trans>
          </button>
          <button type="button" className={formStyles.secondary} onClick={onCancel}>
            <Trans>やめる</Trans>
          </button>
        </div>
      </div>
    </section>
  )
}
