import type { ItemMotif } from '../../../src/domain/contract/master.ts'
import { LEATHER, type Metal, WOOD } from './palette.ts'
import { el, starPath } from './svg.ts'

/** The colours one item is drawn with. */
export type Materials = { metal: Metal; gem: string; gemLight: string; gemDark: string; ssr: boolean; wooden: boolean; variant: number }

const rot = (degrees: number) => `rotate(${degrees} 80 76)`
const g = (transform: string, body: string) => el('g', { transform }, body)
const gold = { base: '#e3b341', light: '#fff0b0', dark: '#7a5510' }

function blade(m: Materials, top: number, bottom: number, half: number): string {
  return (
    el('path', { d: `M80 ${top}L${80 + half} ${top + 14}V${bottom}H${80 - half}V${top + 14}Z`, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
    el('path', { d: `M80 ${top + 6}V${bottom - 4}`, stroke: m.metal.light, 'stroke-width': 2.5 })
  )
}

function hilt(m: Materials, y: number, width: number): string {
  return (
    el('rect', { x: 80 - width / 2, y, width, height: 8, rx: 4, fill: m.ssr ? gold.base : m.metal.dark }) +
    el('rect', { x: 75, y: y + 8, width: 10, height: 22, rx: 3, fill: LEATHER.base }) +
    el('circle', { cx: 80, cy: y + 34, r: 6, fill: m.gem, stroke: m.gemDark, 'stroke-width': 1.5 })
  )
}

/** One item drawing per motif, centred near (80, 76) in a 160 × 160 card. */
export function itemMotif(motif: ItemMotif, m: Materials): string {
  switch (motif) {
    case 'sword':
      return g(rot(45), blade(m, 6, 100, 10) + hilt(m, 98, 46))
    case 'dagger':
      return g(rot(-35), blade(m, 26, 96, 9) + hilt(m, 94, 34))
    case 'axe':
      return g(
        rot(30),
        el('rect', { x: 76, y: 16, width: 8, height: 122, rx: 4, fill: WOOD.base, stroke: WOOD.dark, 'stroke-width': 1.5 }) +
          el('path', { d: 'M84 22Q124 14 128 50Q124 86 84 78Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
          el('path', { d: 'M112 30Q124 50 112 70', fill: 'none', stroke: m.metal.light, 'stroke-width': 3 }) +
          el('path', { d: 'M76 34L54 44L76 56Z', fill: m.metal.dark }),
      )
    case 'spear':
      return g(
        rot(40),
        el('rect', { x: 77, y: 34, width: 6, height: 118, rx: 3, fill: WOOD.base }) +
          el('path', { d: 'M80 0L94 30L80 42L66 30Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
          el('path', { d: 'M80 6V36', stroke: m.metal.light, 'stroke-width': 2 }) +
          el('path', { d: 'M77 44q-14 10-10 28q6-14 13-18z', fill: m.gem }),
      )
    case 'bow':
      return g(
        rot(35),
        el('path', { d: 'M62 14Q124 76 62 138', fill: 'none', stroke: WOOD.dark, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
          el('path', { d: 'M62 14Q124 76 62 138', fill: 'none', stroke: m.ssr ? gold.base : WOOD.light, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
          el('path', { d: 'M62 14V138', stroke: '#f3ead8', 'stroke-width': 1.5 }) +
          el('path', { d: 'M40 76H116', stroke: WOOD.light, 'stroke-width': 3 }) +
          el('path', { d: 'M128 76l-14-7v14z', fill: m.metal.base }) +
          el('path', { d: 'M40 76l-8-8h8l6 8-6 8h-8z', fill: m.gem }),
      )
    case 'staff':
      return g(
        rot(20),
        el('rect', { x: 76, y: 44, width: 8, height: 104, rx: 4, fill: WOOD.base, stroke: WOOD.dark, 'stroke-width': 1.5 }) +
          el('path', { d: 'M66 52Q62 30 74 18M94 52Q98 30 86 18', fill: 'none', stroke: m.metal.base, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
          el('circle', { cx: 80, cy: 34, r: 15, fill: m.gem, stroke: m.gemLight, 'stroke-width': 2 }) +
          el('circle', { cx: 75, cy: 29, r: 4.5, fill: '#fff', 'fill-opacity': 0.75 }),
      )
    case 'shield':
      return (
        el('path', { d: 'M38 24H122V68Q122 116 80 140Q38 116 38 68Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 5 }) +
        el('path', { d: 'M50 34H110V68Q110 106 80 126Q50 106 50 68Z', fill: m.gemDark, 'fill-opacity': 0.85 }) +
        (m.wooden ? el('path', { d: 'M65 36V116M80 36V126M95 36V116', stroke: WOOD.dark, 'stroke-width': 2 }) : '') +
        el('path', { d: starPath(80, 72, 22, 9), fill: m.ssr ? gold.light : m.metal.light })
      )
    case 'helm':
      return (
        el('path', { d: 'M80 24q10-20 34-16q-20 4-28 22z', fill: m.gem }) +
        el('path', { d: 'M34 104Q34 34 80 30Q126 34 126 104Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 3 }) +
        el('path', { d: 'M80 32V104', stroke: m.metal.light, 'stroke-width': 4 }) +
        el('rect', { x: 44, y: 70, width: 72, height: 10, rx: 4, fill: '#1a1410' }) +
        el('path', { d: 'M40 104h80v10H40z', fill: m.metal.dark })
      )
    case 'armor':
      return (
        el('path', { d: 'M44 32L64 26Q80 38 96 26L116 32L126 62L112 70V122Q80 136 48 122V70L34 62Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 3 }) +
        el('path', { d: 'M80 40V126M56 74Q80 84 104 74', fill: 'none', stroke: m.metal.light, 'stroke-width': 3 }) +
        el('circle', { cx: 80, cy: 56, r: 6, fill: m.gem })
      )
    case 'boots':
      return (
        el('path', { d: 'M56 22H92V90Q120 94 128 112V126H56Z', fill: LEATHER.base, stroke: LEATHER.dark, 'stroke-width': 3 }) +
        el('rect', { x: 52, y: 18, width: 44, height: 14, rx: 4, fill: m.metal.base }) +
        el('path', { d: 'M56 118H128', stroke: LEATHER.dark, 'stroke-width': 6 }) +
        el('path', { d: 'M54 50Q22 40 16 20Q30 34 38 30Q30 46 54 60Z', fill: m.gemLight, stroke: m.gem, 'stroke-width': 2 })
      )
    case 'gauntlet':
      return (
        el('rect', { x: 50, y: 98, width: 60, height: 36, rx: 6, fill: m.metal.dark }) +
        el('path', { d: 'M48 100V58Q48 48 58 48H104Q114 48 114 60V100Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 3 }) +
        [54, 69, 84, 99].map((x) => el('rect', { x, y: 30, width: 13, height: 34, rx: 6, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 })).join('') +
        el('circle', { cx: 81, cy: 80, r: 8, fill: m.gem, stroke: m.metal.light, 'stroke-width': 2 })
      )
    case 'ring':
      return (
        el('circle', { cx: 80, cy: 92, r: 32, fill: 'none', stroke: m.metal.dark, 'stroke-width': 13 }) +
        el('circle', { cx: 80, cy: 92, r: 32, fill: 'none', stroke: m.metal.base, 'stroke-width': 8 }) +
        el('path', { d: 'M62 56L72 40H88L98 56L80 72Z', fill: m.gem, stroke: m.gemDark, 'stroke-width': 2 }) +
        el('path', { d: 'M72 40L80 56L88 40M62 56H98', fill: 'none', stroke: m.gemLight, 'stroke-width': 1.5 })
      )
    case 'amulet':
      return (
        el('path', { d: 'M36 14Q80 90 124 14', fill: 'none', stroke: m.metal.base, 'stroke-width': 4, 'stroke-dasharray': '5 3' }) +
        el('circle', { cx: 80, cy: 92, r: 30, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 3 }) +
        el('circle', { cx: 80, cy: 92, r: 20, fill: m.gem }) +
        (m.ssr ? el('ellipse', { cx: 80, cy: 92, rx: 4, ry: 16, fill: '#1a0d08' }) : el('path', { d: starPath(80, 92, 12, 5, 4), fill: m.gemLight })) +
        el('circle', { cx: 73, cy: 84, r: 4, fill: '#fff', 'fill-opacity': 0.7 })
      )
    default:
      return treasureMotif(motif, m)
  }
}

/** Coins, bags, chests, crowns and gems. */
function treasureMotif(motif: ItemMotif, m: Materials): string {
  const coin = (cx: number, cy: number, r: number) =>
    el('circle', { cx, cy, r, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 3 }) +
    el('circle', { cx, cy, r: r * 0.72, fill: 'none', stroke: m.metal.light, 'stroke-width': 2 }) +
    el('path', { d: starPath(cx, cy, r * 0.45, r * (m.variant === 1 ? 0.12 : 0.2), m.variant === 1 ? 4 : 5), fill: m.metal.light })
  switch (motif) {
    case 'coin':
      // One big coin, a pile of three, or two, so coins of one rarity still look apart.
      if (m.variant === 2) return coin(80, 74, 48)
      if (m.variant === 1) return coin(52, 100, 26) + coin(108, 100, 26) + coin(80, 62, 34)
      return coin(58, 92, 28) + coin(88, 70, 40)
    case 'pouch':
      return (
        el('circle', { cx: 68, cy: 44, r: 12, fill: gold.base, stroke: gold.dark, 'stroke-width': 2 }) +
        el('circle', { cx: 92, cy: 40, r: 12, fill: gold.base, stroke: gold.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M54 58Q30 134 80 136Q130 134 106 58Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 3 }) +
        el('path', { d: 'M56 58L50 44L66 52L80 40L94 52L110 44L104 58Z', fill: m.metal.light }) +
        el('rect', { x: 54, y: 56, width: 52, height: 8, rx: 4, fill: m.gem }) +
        el('circle', { cx: 80, cy: 100, r: 13, fill: 'none', stroke: m.metal.light, 'stroke-width': 3 })
      )
    case 'chest':
      return (
        el('circle', { cx: 80, cy: 52, r: 34, fill: gold.light, 'fill-opacity': 0.5 }) +
        coin(62, 54, 10) +
        coin(92, 48, 11) +
        el('rect', { x: 34, y: 70, width: 92, height: 56, rx: 5, fill: WOOD.base, stroke: WOOD.dark, 'stroke-width': 3 }) +
        el('path', { d: 'M34 70V60Q80 30 126 60V70Z', fill: WOOD.light, stroke: WOOD.dark, 'stroke-width': 3 }) +
        el('path', { d: 'M50 54V126M110 54V126', stroke: m.metal.base, 'stroke-width': 8 }) +
        el('rect', { x: 70, y: 80, width: 20, height: 22, rx: 4, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
        el('circle', { cx: 80, cy: 90, r: 3.5, fill: m.metal.dark })
      )
    case 'crown':
      return (
        el('path', { d: 'M30 118L36 48L58 80L80 38L102 80L124 48L130 118Z', fill: gold.base, stroke: gold.dark, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
        el('rect', { x: 30, y: 104, width: 100, height: 16, rx: 4, fill: gold.light, stroke: gold.dark, 'stroke-width': 2 }) +
        [36, 80, 124].map((x, i) => el('circle', { cx: x, cy: [46, 36, 46][i] ?? 40, r: 6, fill: gold.light, stroke: gold.dark, 'stroke-width': 1.5 })).join('') +
        [54, 80, 106].map((x) => el('circle', { cx: x, cy: 112, r: 5, fill: m.gem })).join('')
      )
    case 'gem':
      return (
        el('path', { d: 'M42 58L62 32H98L118 58L80 126Z', fill: m.gem, stroke: m.gemDark, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
        el('path', { d: 'M42 58H118M62 32L70 58L80 126L90 58L98 32M70 58L80 32L90 58', fill: 'none', stroke: m.gemLight, 'stroke-width': 2 }) +
        el('path', { d: 'M62 32L70 58H42Z', fill: '#fff', 'fill-opacity': 0.35 })
      )
    default:
      return knowledgeMotif(motif, m)
  }
}

/** Books, scrolls, potions and other things that teach. */
function knowledgeMotif(motif: ItemMotif, m: Materials): string {
  switch (motif) {
    case 'book':
      return (
        el('path', { d: 'M46 30H114V130H52Q46 130 46 124Z', fill: '#f3e7cc' }) +
        el('rect', { x: 40, y: 24, width: 70, height: 102, rx: 6, fill: m.gemDark, stroke: m.metal.base, 'stroke-width': 3 }) +
        el('circle', { cx: 75, cy: 66, r: 18, fill: 'none', stroke: m.metal.base, 'stroke-width': 3 }) +
        el('path', { d: starPath(75, 66, 11, 4.5), fill: m.gemLight }) +
        el('path', { d: 'M98 124v22l6-6 6 6v-22', fill: m.gem })
      )
    case 'scroll':
      return (
        el('rect', { x: 46, y: 34, width: 68, height: 86, fill: '#f3e3c0', stroke: '#b89a60', 'stroke-width': 2 }) +
        el('rect', { x: 38, y: 24, width: 84, height: 16, rx: 8, fill: '#d9bf8a', stroke: '#8a6a30', 'stroke-width': 2 }) +
        el('rect', { x: 38, y: 114, width: 84, height: 16, rx: 8, fill: '#d9bf8a', stroke: '#8a6a30', 'stroke-width': 2 }) +
        el('path', { d: 'M56 54H104M56 66H98M56 78H104M56 90H90', stroke: '#8a7a5a', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
        el('circle', { cx: 100, cy: 100, r: 10, fill: m.gem, stroke: m.gemDark, 'stroke-width': 2 })
      )
    case 'potion':
      return (
        el('rect', { x: 68, y: 14, width: 24, height: 12, rx: 3, fill: WOOD.light, stroke: WOOD.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M72 26H88V52A38 38 0 1 1 72 52Z', fill: '#e8f6ff', 'fill-opacity': 0.35, stroke: '#e8f6ff', 'stroke-width': 3 }) +
        el('path', { d: 'M45 92H115A35 35 0 0 1 45 92Z', fill: m.gem }) +
        el('circle', { cx: 70, cy: 104, r: 4, fill: m.gemLight }) +
        el('circle', { cx: 90, cy: 112, r: 3, fill: m.gemLight }) +
        el('ellipse', { cx: 62, cy: 74, rx: 5, ry: 10, fill: '#fff', 'fill-opacity': 0.6, transform: 'rotate(30 62 74)' })
      )
    case 'orb':
      return (
        el('path', { d: 'M50 128L58 106H102L110 128Z', fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
        el('circle', { cx: 80, cy: 68, r: 40, fill: m.gem, stroke: m.gemLight, 'stroke-width': 3 }) +
        el('path', { d: 'M58 78Q80 44 104 66Q84 60 70 86Z', fill: m.gemLight, 'fill-opacity': 0.6 }) +
        el('ellipse', { cx: 66, cy: 50, rx: 9, ry: 6, fill: '#fff', 'fill-opacity': 0.7, transform: 'rotate(-35 66 50)' })
      )
    case 'feather':
      return (
        el('path', { d: 'M104 14Q138 62 84 118L60 142L54 136L76 114Q36 64 104 14Z', fill: '#ff7a2a', stroke: '#ffd24a', 'stroke-width': 3 }) +
        el('path', { d: 'M100 26Q92 70 62 136', fill: 'none', stroke: '#fff3c2', 'stroke-width': 3 }) +
        el('path', { d: 'M96 50l18-8M92 70l20-4M86 90l16 2M92 50l-18-6M88 70l-20-4', stroke: '#c2361a', 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
        el('path', { d: starPath(120, 110, 8, 3, 4), fill: '#ffe58a' }) +
        el('path', { d: starPath(40, 44, 6, 2.5, 4), fill: '#ffe58a' })
      )
    case 'hourglass':
      return (
        el('path', { d: 'M54 32H106Q106 62 84 76Q106 90 106 120H54Q54 90 76 76Q54 62 54 32Z', fill: '#e8f6ff', 'fill-opacity': 0.3, stroke: '#e8f6ff', 'stroke-width': 2.5 }) +
        el('path', { d: 'M62 46H98Q94 60 80 68Q66 60 62 46Z', fill: m.gem }) +
        el('path', { d: 'M58 118Q62 98 80 94Q98 98 102 118Z', fill: m.gem }) +
        el('path', { d: 'M80 68V96', stroke: m.gemLight, 'stroke-width': 2 }) +
        el('rect', { x: 42, y: 20, width: 76, height: 12, rx: 4, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
        el('rect', { x: 42, y: 120, width: 76, height: 12, rx: 4, fill: m.metal.base, stroke: m.metal.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M48 32V120M112 32V120', stroke: m.metal.dark, 'stroke-width': 5 })
      )
    default:
      return el('circle', { cx: 80, cy: 76, r: 30, fill: m.gem })
  }
}
