import styles from './TopScreen.module.css'

/**
 * The hero's emblem: an arched dungeon door between two torches. Decorative only (empty alt).
 * Pictures in files (public/decor), not markup in the first screen's JavaScript; the flames sit
 * over the door as pictures of their own that animate transform and opacity only, so the browser
 * moves them on the compositor instead of redrawing the door and its glow at every frame (in
 * headless Chromium the flicker inside the door's picture cost a third of a core).
 */
export function DungeonDoor() {
  return (
    <div className={styles.emblem}>
      <img className={styles.door} src="/decor/door.svg" alt="" width="120" height="96" />
      <img className={styles.flame} src="/decor/flame.svg" alt="" />
      <img className={styles.flame} src="/decor/flame.svg" alt="" />
    </div>
  )
}
