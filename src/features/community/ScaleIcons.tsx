/**
 * The pictures of the questionnaire's answers, drawn (an emoji font is not on every phone): a face
 * from frowning (1) to beaming (5), and bars filled up to a step of five.
 */

/** A face whose mouth curves from a frown (mood 1) to a wide smile (mood 5). */
export function FaceIcon({ mood }: { mood: number }) {
  const curve = 16 + (mood - 3) * 3
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="8.5" cy="9.5" r="1.4" fill="currentColor" />
      <circle cx="15.5" cy="9.5" r="1.4" fill="currentColor" />
      <path d={`M7.5 ${16 - (mood - 3) * 0.5} Q12 ${curve} 16.5 ${16 - (mood - 3) * 0.5}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}

/** Five rising bars, the first `level` filled. */
export function BarsIcon({ level }: { level: number }) {
  return (
    <svg viewBox="0 0 30 24" width="34" height="28" aria-hidden="true" focusable="false">
      {[1, 2, 3, 4, 5].map((bar) => {
        const height = 4 + bar * 4
        return <rect key={bar} x={1 + (bar - 1) * 6} y={23 - height} width="4" height={height} rx="1" fill={bar <= level ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2" />
      })}
    </svg>
  )
}
