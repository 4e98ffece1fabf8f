import { Plural } from '@lingui/react/macro'
import { usePresents, waitingPresents } from '../../data/repositories/presentRepository.ts'
import styles from './Presents.module.css'

/**
 * My Page's messages link: how many presents wait to be accepted in the inbox, as a small badge
 * that takes no new line (the menu does not move when it appears).
 */
export function PresentBadge() {
  const waiting = waitingPresents(usePresents().value, Date.now()).length
  if (waiting === 0) return null
  return (
    <span className={styles.badge} data-testid="present-badge">
      <span aria-hidden="true">🎁 {waiting}</span>
      <span className="visually-hidden">
        <Plural value={waiting} one="プレゼント # 件" other="プレゼント # 件" />
      </span>
    </span>
  )
}
