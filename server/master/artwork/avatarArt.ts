import type { Avatar } from '../../../src/domain/contract/master.ts'
import { heldGear, headgear, OUTFITS } from './avatarGear.ts'
import { elementBadge } from './emblems.ts'
import { ELEMENT_PALETTES, HAIRS, SKINS } from './palette.ts'
import { el, random, radial, starPath, svgDocument } from './svg.ts'

const SIZE = 200
// The left wing of an awakened form; the right one is its mirror image.
const WING = 'M84 122C72 80 42 48 8 40Q18 62 34 62Q26 78 44 82Q38 96 56 100Q56 112 84 122Z'
const ROBED = new Set(['mage', 'cleric', 'summoner', 'bard'])
const ARMOURED = new Set(['knight', 'dragoon', 'warrior'])

const BACK_HAIR = ['', 'M62 84Q56 144 74 152H126Q144 144 138 84Z', 'M62 84Q60 124 72 122H128Q140 124 138 84Z', 'M136 70q30 10 22 52q-4-20-20-30z'] as const

const FRONT_HAIR = [
  'M64 80Q60 42 100 42Q140 42 136 80L128 66L120 76L110 62L100 74L90 62L80 76L72 66Z',
  'M64 82Q60 42 100 42Q140 44 136 82Q122 58 84 70Q74 72 64 82Z',
  'M64 88Q60 42 100 42Q140 42 136 88L134 70Q100 80 66 70Z',
  'M64 80Q62 42 100 42Q138 42 136 80Q118 62 100 60Q82 62 64 80Z',
] as const

/** A chibi adventurer in front of a dungeon arch, coloured by element, dressed by class. */
export function avatarSvg(avatar: Avatar): string {
  const p = `av${avatar.id}`
  const palette = ELEMENT_PALETTES[avatar.element]
  const outfit = OUTFITS[avatar.class]
  const awakened = avatar.transform_of !== null
  // An awakened form keeps the looks of its base form.
  const looks = random((avatar.transform_of ?? avatar.id) * 7919)
  const skin = SKINS[((avatar.transform_of ?? avatar.id) * 3) % SKINS.length] ?? SKINS[0]
  const hair = HAIRS[(avatar.transform_of ?? avatar.id) % HAIRS.length] ?? HAIRS[0]
  const style = Math.floor(looks() * FRONT_HAIR.length)
  const sparkle = random(avatar.id * 104729)

  const defs =
    radial(
      `${p}b`,
      [
        [0, palette.back],
        [1, palette.deep],
      ],
      { cx: 0.5, cy: 0.4, r: 0.75 },
    ) +
    radial(`${p}g`, [
      [0, palette.glow, 0.6],
      [1, palette.glow, 0],
    ])

  const sparkles = Array.from({ length: 5 }, () => {
    const x = 20 + sparkle() * 160
    const y = 14 + sparkle() * 70
    const r = 3 + sparkle() * 4
    return el('path', { d: starPath(x, y, r, r * 0.35, 4), fill: palette.light, 'fill-opacity': 0.85 })
  }).join('')

  const backdrop =
    el('rect', { width: SIZE, height: SIZE, rx: 28, fill: `url(#${p}b)` }) +
    el('path', { d: 'M30 200V100a70 70 0 0 1 140 0V200', fill: 'none', stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 18 }) +
    el('path', { d: 'M30 200V100a70 70 0 0 1 140 0V200', fill: 'none', stroke: palette.light, 'stroke-opacity': 0.14, 'stroke-width': 18, 'stroke-dasharray': '2 16' }) +
    el('circle', { cx: 100, cy: 92, r: 78, fill: `url(#${p}g)` }) +
    sparkles +
    el('ellipse', { cx: 100, cy: 188, rx: 64, ry: 9, fill: '#000', 'fill-opacity': 0.32 })

  const aura = awakened
    ? Array.from({ length: 12 }, (_, i) => el('path', { d: 'M100 92L94 0H106Z', fill: palette.light, 'fill-opacity': 0.22, transform: `rotate(${i * 30} 100 92)` })).join('') +
      [0, 1].map((i) => el('path', { d: WING, fill: '#fffaf0', stroke: '#e6c36a', 'stroke-width': 2, transform: i ? 'matrix(-1 0 0 1 200 0)' : undefined })).join('')
    : ''

  const hem = ROBED.has(avatar.class) ? 'L146 184Q100 192 54 184Z' : 'L140 180Q100 188 60 180Z'
  const body =
    el('ellipse', { cx: 86, cy: 184, rx: 11, ry: 6, fill: outfit.dark }) +
    el('ellipse', { cx: 114, cy: 184, rx: 11, ry: 6, fill: outfit.dark }) +
    el('path', { d: 'M74 124Q58 132 62 148M126 124Q142 132 138 148', fill: 'none', stroke: outfit.cloth, 'stroke-width': 13, 'stroke-linecap': 'round' }) +
    el('path', { d: `M72 120Q100 110 128 120${hem}`, fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2 }) +
    (ARMOURED.has(avatar.class) ? el('path', { d: 'M80 124Q100 116 120 124L116 146H84Z', fill: '#c9d3de', stroke: '#6f7c8a', 'stroke-width': 1.5 }) : '') +
    el('rect', { x: 70, y: 146, width: 60, height: 7, rx: 3, fill: outfit.dark }) +
    el('rect', { x: 95, y: 145, width: 10, height: 9, rx: 2, fill: awakened ? '#f5d262' : outfit.trim }) +
    el('path', { d: 'M86 117L100 131L114 117', fill: 'none', stroke: outfit.trim, 'stroke-width': 4, 'stroke-linejoin': 'round' }) +
    el('circle', { cx: 63, cy: 148, r: 7, fill: skin }) +
    el('circle', { cx: 137, cy: 148, r: 7, fill: skin })

  const face =
    el('rect', { x: 93, y: 108, width: 14, height: 12, fill: skin }) +
    el('circle', { cx: 100, cy: 82, r: 36, fill: skin }) +
    el('ellipse', { cx: 87, cy: 90, rx: 4.5, ry: 6, fill: palette.ink }) +
    el('ellipse', { cx: 113, cy: 90, rx: 4.5, ry: 6, fill: palette.ink }) +
    el('circle', { cx: 88.5, cy: 87.5, r: 1.7, fill: '#fff' }) +
    el('circle', { cx: 114.5, cy: 87.5, r: 1.7, fill: '#fff' }) +
    el('ellipse', { cx: 79, cy: 100, rx: 6, ry: 3.5, fill: '#ff7a7a', 'fill-opacity': 0.4 }) +
    el('ellipse', { cx: 121, cy: 100, rx: 6, ry: 3.5, fill: '#ff7a7a', 'fill-opacity': 0.4 }) +
    el('path', { d: 'M95 102q5 5 10 0', fill: 'none', stroke: '#7a3a2a', 'stroke-width': 2, 'stroke-linecap': 'round' })

  const crown =
    awakened && avatar.class !== 'mage'
      ? el('path', { d: 'M84 42l6-12 10 8 10-8 6 12z', fill: '#f5d262', stroke: '#a67c1a', 'stroke-width': 1.5 }) + el('circle', { cx: 100, cy: 35, r: 3, fill: palette.main })
      : ''

  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: avatar.name.ja,
    defs,
    body:
      backdrop +
      aura +
      el('path', { d: BACK_HAIR[style] || 'M0 0', fill: hair }) +
      body +
      face +
      el('path', { d: FRONT_HAIR[style] ?? FRONT_HAIR[0], fill: hair }) +
      headgear(avatar.class, outfit, palette, hair) +
      crown +
      heldGear(avatar.class, outfit, palette) +
      elementBadge(avatar.element, 172, 172, 15),
  })
}
