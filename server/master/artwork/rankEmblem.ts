import { RANK_GRADES } from '../../../src/domain/collection/rank.ts'
import { el, linear, n, radial, starPath, svgDocument } from './svg.ts'

const SIZE = 160
const CX = 80
/** Image 1 is the humblest emblem, image 18 the grandest (rank id 1 shows image 18). */
export const RANK_IMAGE_COUNT = 18

type Tier = {
  /** Shield rim metal: highlight, body, shadow. */
  light: string
  base: string
  dark: string
  /** The field behind the grade: centre and edge. */
  field: string
  deep: string
  ribbon: string
  star: string
  /** Star slots on the ribbon; the image's place in its tier fills them. */
  slots: number
}

const BRONZE: Tier = { light: '#ffd7a8', base: '#b8733a', dark: '#4a230c', field: '#4a3326', deep: '#1c120c', ribbon: '#7a2a1c', star: '#ffd9a0', slots: 6 }
const SILVER: Tier = { light: '#ffffff', base: '#a9b6c6', dark: '#38414f', field: '#2c4266', deep: '#0e1624', ribbon: '#23407a', star: '#f4f8ff', slots: 6 }
const GOLD: Tier = { light: '#fff4b8', base: '#e2a92c', dark: '#5e3c06', field: '#74182e', deep: '#260610', ribbon: '#8a1a2a', star: '#fff0a0', slots: 5 }
const LEGEND: Tier = { light: '#fffbe0', base: '#f2c14a', dark: '#4a2a04', field: '#6a2ab8', deep: '#14062a', ribbon: '#4a1a8a', star: '#ffffff', slots: 5 }

/** The grade drawn on each image, humblest first. */
const GRADES = RANK_GRADES

/** Stroke letters on a 44-high cap line: their path and width. Only absolute commands with x y pairs. */
const GLYPHS: Record<string, readonly [string, number]> = {
  D: ['M0 0L12 0C26 0 31 10 31 22C31 34 26 44 12 44L0 44Z', 31],
  C: ['M30 7C27 2 21 0 16 0C6 0 0 9 0 22C0 35 6 44 16 44C21 44 27 42 30 37', 30],
  B: ['M0 44L0 0L13 0C21 0 25 4 25 11C25 17 21 21 13 21L0 21M13 21L15 21C24 21 28 26 28 32.5C28 39 24 44 15 44L0 44', 28],
  A: ['M0 44L16 2L32 44M7 30L25 30', 32],
  S: ['M27 6C24 2 19 0 14 0C6 0 1 4 1 11S7 20 14 22S28 27 28 33S22 44 14 44S3 42 0 38', 28],
  '+': ['M0 8L16 8M8 0L8 16', 16],
  '-': ['M0 8L16 8', 16],
}

/** Moves and scales every x y pair of a glyph path. */
function place(d: string, x: number, y: number, s: number): string {
  return d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, a: string, b: string) => `${n(x + Number(a) * s)} ${n(y + Number(b) * s)}`)
}

/** The grade as one stroked path, centred on (CX, cy), at most maxWidth wide; a +/- rides high on the right. */
function gradeMark(grade: string, cy: number, maxWidth: number, p: string, tier: Tier): string {
  const letters = grade.replace(/[+-]/, '')
  const suffix = grade.slice(letters.length)
  const parts = [...letters].map((char): readonly [string, number] => GLYPHS[char] ?? ['', 0])
  const width = parts.reduce((sum, [, w]) => sum + w, 0) + (parts.length - 1) * 13 + (suffix ? 31 : 0)
  const s = Math.min(1, maxWidth / width)
  let x = CX - (width * s) / 2
  const top = cy - 22 * s
  let d = ''
  for (const [path, w] of parts) {
    d += place(path, x, top, s)
    x += (w + 13) * s
  }
  if (suffix) d += place(GLYPHS[suffix]?.[0] ?? '', x + 2 * s, top - 2 * s, s)
  const sw = 9 * s
  return el(
    'g',
    { fill: 'none', 'stroke-linecap': 'square', 'stroke-miterlimit': 3 },
    el('path', { d: place(d, 1.5, 2.5, 1), stroke: '#000', 'stroke-opacity': 0.55, 'stroke-width': sw + 5 }) +
      el('path', { d, stroke: tier.dark, 'stroke-width': sw + 4.5 }) +
      el('path', { d, stroke: `url(#${p}l)`, 'stroke-width': sw }),
  )
}

type Top = 'flat' | 'arch' | 'crest'

/** A heater shield between x l..r, top t, point at b, with a flat, arched or crested top edge. */
function shield(top: Top, l: number, r: number, t: number, b: number): string {
  const mid = t + (b - t) * 0.42
  const head =
    top === 'flat'
      ? `M${n(l)} ${n(t + 6)}Q${n(l)} ${n(t)} ${n(l + 6)} ${n(t)}L${n(r - 6)} ${n(t)}Q${n(r)} ${n(t)} ${n(r)} ${n(t + 6)}`
      : top === 'arch'
        ? `M${n(l)} ${n(t)}Q${CX} ${n(t - 16)} ${n(r)} ${n(t)}`
        : `M${n(l - 5)} ${n(t - 9)}Q${n(l + 14)} ${n(t + 2)} ${CX - 10} ${n(t - 2)}L${CX} ${n(t - 12)}L${CX + 10} ${n(t - 2)}Q${n(r - 14)} ${n(t + 2)} ${n(r + 5)} ${n(t - 9)}L${n(r)} ${n(t + 6)}`
  const low = n(mid + (b - mid) * 0.55)
  const near = n(b - (b - mid) * 0.18)
  const half = (x: number) => n(CX + (x - CX) * 0.5)
  return `${head}L${n(r)} ${n(mid)}C${n(r)} ${low} ${half(r)} ${near} ${CX} ${n(b)}C${half(l)} ${near} ${n(l)} ${low} ${n(l)} ${n(mid)}Z`
}

/** Sun rays behind the emblem. */
function rays(count: number, cy: number, color: string, opacity: number): string {
  let d = ''
  const point = (angle: number, radius: number) => `${Math.round(CX + Math.cos(angle) * radius)} ${Math.round(cy + Math.sin(angle) * radius)}`
  for (let i = 0; i < count; i++) {
    const a = ((i + 0.5) * 2 * Math.PI) / count
    const w = Math.PI / count / 2.2
    d += `M${point(a - w, 30)}L${point(a, 80)}L${point(a + w, 30)}Z`
  }
  return el('path', { d, fill: color, 'fill-opacity': opacity })
}

/** Two crossed swords behind the shield: tips out past its top corners, hilts below its flanks. */
function swords(tier: Tier): string {
  const sword =
    el('path', { d: 'M75 134L75 4L80 -10L85 4L85 134Z', fill: tier.light, stroke: tier.dark, 'stroke-width': 2 }) +
    el('path', { d: 'M80 -2L80 128', stroke: tier.base, 'stroke-width': 2 }) +
    el('rect', { x: 62, y: 132, width: 36, height: 8, rx: 3, fill: '#c99a3a', stroke: tier.dark, 'stroke-width': 2 }) +
    el('rect', { x: 76, y: 140, width: 8, height: 14, fill: '#5a3418', stroke: tier.dark, 'stroke-width': 2 }) +
    el('circle', { cx: 80, cy: 158, r: 5.5, fill: '#c99a3a', stroke: tier.dark, 'stroke-width': 2 })
  return el('g', { transform: 'rotate(-45 80 90)' }, sword) + el('g', { transform: 'rotate(45 80 90)' }, sword)
}

/** A laurel wreath: leaves along two arcs from the foot up the flanks. */
function laurel(tier: Tier): string {
  let d = ''
  let stems = ''
  for (const side of [-1, 1]) {
    const at = (degrees: number, radius: number): [number, number] => {
      const angle = ((90 + side * degrees) * Math.PI) / 180
      return [CX + Math.cos(angle) * radius, 84 + Math.sin(angle) * radius * 1.05]
    }
    const [sx, sy] = at(22, 68)
    const [ex, ey] = at(150, 68)
    stems += `M${n(sx)} ${n(sy)}A68 71.4 0 0 ${side > 0 ? 1 : 0} ${n(ex)} ${n(ey)}`
    for (let i = 0; i < 7; i++) {
      const degrees = 30 + i * 19
      const [x, y] = at(degrees, 68)
      // Each leaf grows up along the stem, turned outward by turns a little and a lot.
      const tangent = ((90 + side * degrees) * Math.PI) / 180 + (side * Math.PI) / 2
      const tilt = tangent - (i % 2 ? 0.25 : 0.85) * side
      const tx = Math.cos(tilt) * 20
      const ty = Math.sin(tilt) * 20
      const nx = -ty * 0.36
      const ny = tx * 0.36
      d += `M${n(x)} ${n(y)}Q${n(x + tx / 2 + nx)} ${n(y + ty / 2 + ny)} ${n(x + tx)} ${n(y + ty)}Q${n(x + tx / 2 - nx)} ${n(y + ty / 2 - ny)} ${n(x)} ${n(y)}Z`
    }
  }
  return (
    el('path', { d: stems, fill: 'none', stroke: tier.dark, 'stroke-width': 4.5 }) +
    el('path', { d: stems, fill: 'none', stroke: tier.base, 'stroke-width': 2 }) +
    el('path', { d, fill: tier.base, stroke: tier.dark, 'stroke-width': 1.5, 'stroke-linejoin': 'round' })
  )
}

/** Bat-like dragon wings spreading up and out from behind the shield. */
function wings(p: string, tier: Tier): string {
  const one =
    el('path', {
      d: 'M68 62C58 30 32 12 4 6C14 20 14 32 10 44C20 42 24 50 22 62C30 60 34 68 32 78C40 76 46 82 46 92L64 78Z',
      fill: `url(#${p}w)`,
      stroke: tier.dark,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }) + el('path', { d: 'M64 64L10 44M62 70L22 62M60 76L32 78', fill: 'none', stroke: tier.base, 'stroke-width': 1.5 })
  return one + el('g', { transform: 'matrix(-1 0 0 1 160 0)' }, one)
}

/** A spiked crown with three gems. */
function crown(tier: Tier): string {
  return (
    el('path', { d: 'M54 34L48 8L64 20L80 2L96 20L112 8L106 34Z', fill: tier.base, stroke: tier.dark, 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
    el('path', { d: 'M56 24L104 24', stroke: tier.light, 'stroke-width': 2, 'stroke-opacity': 0.8 }) +
    el('circle', { cx: 48, cy: 8, r: 3.5, fill: '#7fd4ff', stroke: tier.dark, 'stroke-width': 1.2 }) +
    el('circle', { cx: 112, cy: 8, r: 3.5, fill: '#7fd4ff', stroke: tier.dark, 'stroke-width': 1.2 }) +
    el('path', { d: 'M80 0L85 6L80 12L75 6Z', fill: '#ff4a6a', stroke: tier.dark, 'stroke-width': 1.2 }) +
    el('path', { d: 'M68 29L72 25L76 29L72 33ZM84 29L88 25L92 29L88 33Z', fill: '#3ee08a', stroke: tier.dark, 'stroke-width': 1 })
  )
}

/** The banner across the shield's foot with filled and empty star slots. */
function ribbon(tier: Tier, filled: number): string {
  const band = el('path', { d: 'M14 106Q80 92 146 106L146 128Q80 114 14 128Z', fill: tier.ribbon, stroke: tier.dark, 'stroke-width': 2 })
  const tails = el('path', { d: 'M18 110L2 112L9 122L2 134L18 130ZM142 110L158 112L151 122L158 134L142 130Z', fill: tier.ribbon, stroke: tier.dark, 'stroke-width': 2, 'stroke-linejoin': 'round' })
  const shade = el('path', { d: 'M14 128L18 130L18 124ZM146 128L142 130L142 124Z', fill: '#000', 'fill-opacity': 0.5 })
  const gap = tier.slots > 5 ? 19 : 21
  let lit = ''
  let dim = ''
  for (let i = 0; i < tier.slots; i++) {
    const x = CX + (i - (tier.slots - 1) / 2) * gap
    const t = (x - 14) / 132
    const y = 117 - 28 * t * (1 - t)
    if (i < filled) lit += starPath(x, y, 8.5, 3.8)
    else dim += starPath(x, y, 6.5, 2.9)
  }
  return (
    tails +
    shade +
    band +
    (dim ? el('path', { d: dim, fill: '#000', 'fill-opacity': 0.35, stroke: tier.star, 'stroke-opacity': 0.45, 'stroke-width': 1 }) : '') +
    el('path', { d: lit, fill: tier.star, stroke: tier.dark, 'stroke-width': 1.3, 'stroke-linejoin': 'round' })
  )
}

/**
 * The emblem for a play rank image (1 humblest … 18 grandest): bronze 1-6, silver 7-12, gold 13-17
 * and a crowned, winged legend for 18. Within a tier the filled stars count up, and the grade
 * (D- … SSS) is drawn large as stroked letters, so no font is needed and it reads at 64 px.
 */
export function rankEmblemSvg(image: number): string {
  if (!Number.isInteger(image) || image < 1 || image > RANK_IMAGE_COUNT) throw new RangeError(`rank image must be 1..${RANK_IMAGE_COUNT}: ${image}`)
  const p = `rk${image}`
  const legend = image === 18
  const tierIndex = legend ? 3 : Math.floor((image - 1) / 6)
  const tier = [BRONZE, SILVER, GOLD, LEGEND][tierIndex] ?? BRONZE
  const filled = legend ? tier.slots : image - tierIndex * 6
  const grade = GRADES[image - 1] ?? ''
  const top: Top = tierIndex === 0 ? 'flat' : tierIndex === 1 ? 'arch' : 'crest'
  const t = legend ? 42 : tierIndex === 0 ? 20 : 26
  const [l, r, b] = [28, 132, 152]

  const defs =
    linear(
      `${p}m`,
      [
        [0, tier.light],
        [0.45, tier.base],
        [1, tier.dark],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      `${p}f`,
      [
        [0, tier.field],
        [1, tier.deep],
      ],
      { cx: 0.5, cy: 0.35, r: 0.75 },
    ) +
    linear(`${p}l`, [
      [0, '#ffffff'],
      [0.35, tier.light],
      [1, tier.base],
    ]) +
    (tierIndex >= 2
      ? radial(`${p}g`, [
          [0, tier.light, 0.75],
          [1, tier.light, 0],
        ])
      : '') +
    (legend
      ? linear(
          `${p}w`,
          [
            [0, '#8a4ae0'],
            [1, '#1e0a3c'],
          ],
          0,
          0,
          0.6,
          1,
        )
      : '')

  const behind =
    (tierIndex >= 2 ? el('circle', { cx: CX, cy: 78, r: 76, fill: `url(#${p}g)` }) + rays(12, 78, tier.base, legend ? 0.5 : 0.35) : '') +
    (tierIndex === 1 ? swords(tier) : '') +
    (tierIndex === 2 ? laurel(tier) : '') +
    (legend ? wings(p, tier) : '')

  const inset = 8
  const emblem =
    el('path', { d: shield(top, l, r, t, b), fill: `url(#${p}m)`, stroke: tier.dark, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }) +
    el('path', { d: shield(top, l + inset, r - inset, t + inset, b - inset * 1.4), fill: `url(#${p}f)`, stroke: tier.dark, 'stroke-width': 2 })

  // Rivets on the rim; the legend wears gems instead.
  const studs: readonly (readonly [number, number, string?])[] = legend
    ? [
        [l + 1, t - 2, '#ff4a6a'],
        [r - 1, t - 2, '#ff4a6a'],
        [CX, b - 6, '#7fd4ff'],
      ]
    : [
        [l + 4, t + 24],
        [r - 4, t + 24],
      ]
  const rivets = studs.map(([x, y, gem]) => el('circle', { cx: x, cy: y, r: gem ? 4 : 2.6, fill: gem ?? tier.light, stroke: tier.dark, 'stroke-width': 1.2 })).join('')

  const cy = legend ? 76 : t + 44
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: `ランク ${grade}`,
    defs,
    body: behind + emblem + rivets + gradeMark(grade, cy, legend ? 84 : 78, p, tier) + ribbon(tier, filled) + (legend ? crown(tier) : ''),
  })
}
