import { type Item, ItemCategory } from '../../../src/domain/contract/master.ts'
import { COLLABORATIONS } from '../seed/spirits.ts'
import { collaborationRibbon } from './emblems.ts'
import { itemMotif, type Materials } from './itemMotifs.ts'
import { METALS, RARITY_PALETTES, WOOD } from './palette.ts'
import { PIXEL_POTION, PIXEL_SWORD, pixelSprite } from './pixelArt.ts'
import { el, hsl, linear, random, radial, starPath, svgDocument } from './svg.ts'

const SIZE = 160

/** The card colours behind an item, by category: warm for gear, amber for coin, blue for experience. */
const BACKGROUNDS: Record<Item['category'], readonly [string, string]> = {
  [ItemCategory.physical]: ['#5e3326', '#1e120d'],
  [ItemCategory.coin]: ['#6e5216', '#221a06'],
  [ItemCategory.experience]: ['#1f4c62', '#0b1a24'],
}

function materials(item: Item): Materials {
  // Treasure shines golden; other gems take a hue of their own per item.
  const hue = item.category === ItemCategory.coin ? 38 + (item.id % 3) * 9 : (item.id * 67) % 360
  const wooden = item.rarity === 0 && (item.motif === 'sword' || item.motif === 'shield')
  const metalIndex = item.category === ItemCategory.coin ? (item.rarity === 0 ? 1 : 2) : ([item.id % 2, item.id % 2, 3 + (item.id % 3), 2][item.rarity] ?? 0)
  return {
    wooden,
    variant: item.id % 3,
    metal: wooden ? WOOD : (METALS[metalIndex] ?? WOOD),
    gem: hsl(hue, 75, 56),
    gemLight: hsl(hue, 90, 82),
    gemDark: hsl(hue, 60, 28),
    ssr: item.rarity === 3,
  }
}

/** The retro-game collaboration draws its items as pixel sprites where one exists. */
function drawing(item: Item): string {
  const m = materials(item)
  if (item.collaboration_id === COLLABORATIONS.pixelKnight.id) {
    if (item.motif === 'sword') return pixelSprite(PIXEL_SWORD, { o: '#1b2233', m: m.metal.base, l: m.metal.light, g: '#e3b341', h: '#7a4a24', p: m.gem }, 26, 18, 9)
    if (item.motif === 'potion') return pixelSprite(PIXEL_POTION, { c: WOOD.light, o: '#1b2a3a', g: '#dff4ff', w: '#fff', l: m.gem }, 35, 16, 9)
  }
  return itemMotif(item.motif, m)
}

/** An item on a card framed by rarity: stone N, silver R, violet SR, gold SSR with rays. */
export function itemSvg(item: Item): string {
  const p = `it${item.id}`
  const rarity = RARITY_PALETTES[item.rarity] ?? RARITY_PALETTES[0]
  if (!rarity) throw new Error('no rarity palettes')
  const [back, deep] = BACKGROUNDS[item.category]
  const rng = random(item.id * 2654435761)

  const defs =
    linear(
      `${p}r`,
      [
        [0, rarity.rimLight],
        [0.45, rarity.rim],
        [1, rarity.rimDark],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      `${p}b`,
      [
        [0, back],
        [1, deep],
      ],
      { cx: 0.5, cy: 0.42, r: 0.7 },
    ) +
    radial(`${p}g`, [
      [0, rarity.glow, 0.55],
      [1, rarity.glow, 0],
    ])

  const rayCount = [0, 0, 8, 16][item.rarity] ?? 0
  const rays = Array.from({ length: rayCount }, (_, i) =>
    el('path', { d: 'M80 76L75 8H85Z', fill: rarity.rimLight, 'fill-opacity': item.rarity === 3 ? 0.3 : 0.16, transform: `rotate(${(i * 360) / rayCount + 11} 80 76)` }),
  ).join('')

  const sparkles = Array.from({ length: item.rarity + 1 }, () => {
    const x = 24 + rng() * 112
    const y = 22 + rng() * 96
    const r = 3 + rng() * 3
    return el('path', { d: starPath(x, y, r, r * 0.3, 4), fill: '#fff', 'fill-opacity': 0.85 })
  }).join('')

  const corners =
    item.rarity >= 2
      ? [
          [12, 12],
          [148, 12],
          [12, 148],
          [148, 148],
        ]
          .map(([x = 0, y = 0]) =>
            el('path', { d: `M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`, fill: item.rarity === 3 ? '#fff3c2' : '#f0d7ff', stroke: rarity.rimDark, 'stroke-width': 1.5 }),
          )
          .join('')
      : ''

  const stars = Array.from({ length: rarity.stars }, (_, i) => {
    const x = 80 + (i - (rarity.stars - 1) / 2) * 15
    return el('path', { d: starPath(x, 145, 6.5, 2.8), fill: rarity.rimLight, stroke: rarity.rimDark, 'stroke-width': 1 })
  }).join('')

  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: item.name.ja,
    defs,
    body:
      el('rect', { width: SIZE, height: SIZE, rx: 20, fill: `url(#${p}r)` }) +
      el('rect', { x: 7, y: 7, width: 146, height: 146, rx: 15, fill: `url(#${p}b)`, stroke: rarity.rimDark, 'stroke-width': 2 }) +
      rays +
      el('circle', { cx: 80, cy: 76, r: 62, fill: `url(#${p}g)` }) +
      drawing(item) +
      sparkles +
      corners +
      el('rect', { x: 80 - rarity.stars * 7.5 - 4, y: 137, width: rarity.stars * 15 + 8, height: 16, rx: 8, fill: '#000', 'fill-opacity': 0.45 }) +
      stars +
      (item.collaboration_id === null ? '' : collaborationRibbon(item.collaboration_id, SIZE)),
  })
}
