import { useLingui } from '@lingui/react/macro'
import type { PartyPlayer } from '../../data/repositories/entryRepository.ts'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Entry.module.css'

/** The party's players with their avatars, the leader marked: on the confirmation and the member's waiting screen. */
export function PartyPlayerList({ players, testId }: { players: readonly PartyPlayer[]; testId?: string }) {
  const { t } = useLingui()
  return (
    <ul className={styles.slots} data-testid={testId}>
      {players.map((player) => (
        <li key={player.user_id} className={styles.choice}>
          <Artwork kind="avatar" id={player.avatar_id} name="" size={48} />
          <div>
            <span className={styles.choiceName}>{player.player_name}</span>
            <span className={styles.muted}>
              {player.is_leader ? t`リーダー` : t`メンバー`}
              {player.is_child ? ` · ${t`子ども`}` : ''}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
