import { Trans } from '@lingui/react/macro'
import styles from './Community.module.css'

/** A party's name in the ranking and the clearers, marked when it is the signed-in player's party. */
export function PartyName({ name, mine }: { name: string; mine: boolean }) {
  return (
    <>
      <strong>{name}</strong>
      {mine ? (
        <span className={styles.mineBadge}>
          <Trans>あなたのパーティー</Trans>
        </span>
      ) : null}
    </>
  )
}
