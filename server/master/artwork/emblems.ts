import type { Element } from '../../../src/domain/contract/master.ts'
import { ELEMENT_PALETTES } from './palette.ts'
import { el, n, starPath } from './svg.ts'

/** A small icon of the element, centred on (x, y), about 2·r wide. */
export function elementIcon(element: Element, x: number, y: number, r: number, color: string): string {
  const s = r / 10
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`
  switch (element) {
    case 'fire':
      return el('path', {
        d: `M${p(0, -10)}C${p(6, -3)} ${p(8, 2)} ${p(6, 6)}C${p(4, 10)} ${p(-4, 10)} ${p(-6, 6)}C${p(-8, 1)} ${p(-4, -2)} ${p(-2, -5)}C${p(-1, -1)} ${p(1, 0)} ${p(0, -10)}Z`,
        fill: color,
      })
    case 'water':
      return el('path', { d: `M${p(0, -10)}C${p(4, -4)} ${p(8, 1)} ${p(8, 4)}A${n(8 * s)} ${n(8 * s)} 0 0 1 ${p(-8, 4)}C${p(-8, 1)} ${p(-4, -4)} ${p(0, -10)}Z`, fill: color })
    case 'wind':
      return el('path', {
        d: `M${p(-9, -3)}L${p(3, -3)}A${n(3.5 * s)} ${n(3.5 * s)} 0 1 0 ${p(0, -9)}M${p(-9, 2)}L${p(6, 2)}A${n(3.5 * s)} ${n(3.5 * s)} 0 1 1 ${p(3, 8)}`,
        fill: 'none',
        stroke: color,
        'stroke-width': n(2.4 * s),
        'stroke-linecap': 'round',
      })
    case 'earth':
      return el('path', { d: `M${p(-10, 7)}L${p(-3, -6)}L${p(1, 0)}L${p(4, -4)}L${p(10, 7)}Z`, fill: color })
    case 'light':
      return el('path', { d: starPath(x, y, 10 * s, 4 * s, 4, -90) + starPath(x, y, 7 * s, 3 * s, 4, -45), fill: color })
    case 'dark':
      return el('path', { d: `M${p(3, -9)}A${n(9 * s)} ${n(9 * s)} 0 1 0 ${p(9, 3)}A${n(7 * s)} ${n(7 * s)} 0 1 1 ${p(3, -9)}Z`, fill: color })
  }
}

/** A round element badge for a card corner. */
export function elementBadge(element: Element, x: number, y: number, r: number): string {
  const palette = ELEMENT_PALETTES[element]
  return el('circle', { cx: x, cy: y, r, fill: palette.deep, stroke: palette.light, 'stroke-width': 2, 'stroke-opacity': 0.8 }) + elementIcon(element, x, y, r * 0.62, palette.light)
}

/** A corner ribbon marking collaboration content; the mark differs per partner. */
export function collaborationRibbon(collaborationId: number, size: number): string {
  const mark =
    collaborationId === 1 ? el('path', { d: starPath(size - 19, 19, 7, 3, 5, -45), fill: '#fff7d6' }) : el('path', { d: `M${size - 24} 14h5v5h5v5h-5v-5h-5zM${size - 16} 14h4v4h-4z`, fill: '#d6fff0' })
  const color = collaborationId === 1 ? '#d8478a' : '#2c9a7a'
  return el('path', { d: `M${size - 46} 0H${size}V46Z`, fill: color, 'fill-opacity': 0.92 }) + mark
}
