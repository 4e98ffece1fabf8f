import styles from './Collection.module.css'

export type ArtworkKind = 'avatar' | 'spirit' | 'item' | 'rank'

/**
 * A master record's picture (/images/{kind}/{id}, drawn by the server and kept by the service
 * worker once seen, so it shows offline too). `name` is its text alternative; an empty name marks
 * it decorative when the name is written beside it.
 */
export function Artwork({
  kind,
  id,
  name,
  size = 96,
  dim = false,
  eager = false,
}: {
  kind: ArtworkKind
  id: number
  name: string
  size?: number
  dim?: boolean
  /** A picture at the top of its screen (the player card's avatar): fetched at once, not when scrolled to. */
  eager?: boolean
}) {
  return (
    <img
      className={dim ? `${styles.artwork} ${styles.dim}` : styles.artwork}
      src={`/images/${kind}/${id}`}
      alt={name}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
