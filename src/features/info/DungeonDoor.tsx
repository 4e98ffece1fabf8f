import styles from './TopScreen.module.css'

/** One torch's flame, drawn in a box of its own so that its flicker moves a layer instead of repainting the door. */
function Flame({ side }: { side: 'left' | 'right' }) {
  return (
    <svg className={`${styles.flame} ${side === 'left' ? styles.flameLeft : styles.flameRight}`} viewBox="0 0 12 20" aria-hidden="true" focusable="false">
      <path d="M6 0c-5 7-6 11-6 14a6 6 0 0 0 12 0c0-3-1-7-6-14z" fill="#f2a93b" />
    </svg>
  )
}

/**
 * The hero's emblem: an arched dungeon door between two torches. Decorative only.
 * The flames sit over the door's picture as separate elements that animate transform and opacity
 * only: the browser moves them on the compositor, without redrawing the door and its glow at every
 * frame (in headless Chromium the flicker inside the picture cost a third of a core).
 */
export function DungeonDoor() {
  return (
    <div className={styles.emblem} aria-hidden="true">
      <svg className={styles.door} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="door-wood" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6b4225" />
            <stop offset="1" stopColor="#3a2314" />
          </linearGradient>
          <radialGradient id="door-glow" cx="0.5" cy="0.8" r="0.6">
            <stop offset="0" stopColor="#ffc46b" stopOpacity="0.9" />
            <stop offset="1" stopColor="#ffc46b" stopOpacity="0" />
          </radialGradient>
        </defs>
        <path d="M30 94V46a30 30 0 0 1 60 0v48z" fill="#2b2019" stroke="#8a6a4c" strokeWidth="3" />
        <path d="M37 94V47a23 23 0 0 1 46 0v47z" fill="url(#door-wood)" />
        <path d="M52 26v68M68 26v68M37 60h46M37 78h46" stroke="#2a170c" strokeWidth="2" />
        <circle cx="74" cy="68" r="3" fill="#f2a93b" />
        <ellipse cx="60" cy="94" rx="26" ry="5" fill="url(#door-glow)" />
        <rect x="11" y="50" width="6" height="22" rx="2" fill="#8a6a4c" />
        <rect x="103" y="50" width="6" height="22" rx="2" fill="#8a6a4c" />
      </svg>
      <Flame side="left" />
      <Flame side="right" />
    </div>
  )
}
