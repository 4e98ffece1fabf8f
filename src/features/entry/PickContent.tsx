import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Entry.module.css'

/** What a pick card of an avatar or a spirit shows: its picture, its name, more, and "chosen". */
export function PickContent({ kind, id, name, chosen, children }: { kind: 'avatar' | 'spirit'; id: number; name: string; chosen: boolean; children?: ReactNode }) {
  return (
    <>
      <Artwork kind={kind} id={id} name="" size={72} />
      <strong>{name}</strong>
      {children}
      {chosen ? (
        <span className={styles.pickMark}>
          <Trans>選択中</Trans>
        </span>
      ) : null}
    </>
  )
}
