import styles from './Collection.module.css'

export type ArtworkKind = 'avatar' | 'spirit' | 'item' | 'rank'

/**
 * A master record's picture (/images/{kind}/{id}, drawn by the server and kept by the service
 * worker once seen, so it shows offline too). `name` is its text alternative; an empty name marks
 * it decorative when the name is written beside it.
 */
export function Artwork({ kind, id, name, size = 96, dim = false }: { kind: ArtworkKind; id: number; name: string; size?: number; dim?: boolean }) {
  return (
    <img
      className={dim ? `${styles.artwork} ${styles.dim}` : styles.artwork}
      src={`/images/${kind}/${id}`}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  )
}
