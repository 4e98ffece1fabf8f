import type { Spirit } from '../../../src/domain/contract/master.ts'
import { collaborationRibbon, elementBadge } from './emblems.ts'
import { ELEMENT_PALETTES } from './palette.ts'
import { spiritForm } from './spiritForms.ts'
import { el, n, random, radial, starPath, svgDocument } from './svg.ts'

const SIZE = 200

/** A buddy spirit floating over a magic circle, in its element's light. */
export function spiritSvg(spirit: Spirit): string {
  const p = `sp${spirit.id}`
  const palette = ELEMENT_PALETTES[spirit.element]
  const rng = random(spirit.id * 15485863)

  const defs =
    radial(
      `${p}b`,
      [
        [0, palette.back],
        [1, palette.deep],
      ],
      { cx: 0.5, cy: 0.45, r: 0.7 },
    ) +
    radial(`${p}g`, [
      [0, palette.glow, 0.7],
      [0.6, palette.glow, 0.18],
      [1, palette.glow, 0],
    ])

  const motes = Array.from({ length: 9 }, () => {
    const angle = rng() * Math.PI * 2
    const distance = 62 + rng() * 26
    const x = 100 + Math.cos(angle) * distance
    const y = 100 + Math.sin(angle) * distance * 0.8
    const r = 1.5 + rng() * 3.5
    return rng() < 0.5
      ? el('circle', { cx: n(x), cy: n(y), r: n(r * 0.7), fill: palette.light, 'fill-opacity': n(0.5 + rng() * 0.4) })
      : el('path', { d: starPath(x, y, r + 1.5, (r + 1.5) * 0.35, 4), fill: palette.light })
  }).join('')

  const circle =
    el('ellipse', { cx: 100, cy: 176, rx: 58, ry: 12, fill: 'none', stroke: palette.light, 'stroke-opacity': 0.55, 'stroke-width': 2 }) +
    el('ellipse', { cx: 100, cy: 176, rx: 46, ry: 8, fill: palette.glow, 'fill-opacity': 0.25, stroke: palette.light, 'stroke-opacity': 0.4, 'stroke-dasharray': '6 5' })

  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: spirit.name.ja,
    defs,
    body:
      el('rect', { width: SIZE, height: SIZE, rx: 28, fill: `url(#${p}b)` }) +
      el('circle', { cx: 100, cy: 108, r: 86, fill: `url(#${p}g)` }) +
      motes +
      circle +
      spiritForm(spirit.motif, palette) +
      (spirit.collaboration_id === null ? '' : collaborationRibbon(spirit.collaboration_id, SIZE)) +
      elementBadge(spirit.element, 24, 176, 13),
  })
}
