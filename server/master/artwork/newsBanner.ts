import { el, hash, n, random, radial, starPath, svgDocument } from './svg.ts'

const WIDTH = 1200
const HEIGHT = 630
const BACKGROUND = '#17110c'
const AMBER = '#f2a93b'
const STONE = '#2a1f16'

const MOTIFS = ['gate', 'chest', 'swords', 'crystals', 'key'] as const
type Motif = (typeof MOTIFS)[number]

function torch(x: number, y: number): string {
  return (
    el('rect', { x: x - 7, y, width: 14, height: 70, rx: 3, fill: '#5a3a1e' }) +
    el('path', { d: `M${x} ${y - 64}c22 26 26 44 14 58c-8 10-20 10-28 0c-12-14-8-32 14-58z`, fill: '#f07a2a' }) +
    el('path', { d: `M${x} ${y - 34}c10 14 12 22 6 30c-4 4-8 4-12 0c-6-8-4-16 6-30z`, fill: '#ffe08a' })
  )
}

function motifArt(motif: Motif, cx: number, cy: number, accent: string): string {
  const at = (body: string) => el('g', { transform: `translate(${n(cx)} ${n(cy)})` }, body)
  switch (motif) {
    case 'gate':
      return at(
        el('path', { d: 'M-170 200V-20a170 170 0 0 1 340 0V200Z', fill: STONE, stroke: accent, 'stroke-width': 4 }) +
          el('path', { d: 'M-120 200V-10a120 120 0 0 1 240 0V200Z', fill: '#0b0805' }) +
          el('path', { d: 'M-120 200V-10a120 120 0 0 1 240 0V200M0-130V200M-120 40H120M-120 110H120', fill: 'none', stroke: accent, 'stroke-opacity': 0.5, 'stroke-width': 6 }) +
          el('circle', { cx: 30, cy: 80, r: 10, fill: accent }) +
          torch(-208, 30) +
          torch(208, 30),
      )
    case 'chest':
      return at(
        el('circle', { cx: 0, cy: -40, r: 150, fill: accent, 'fill-opacity': 0.16 }) +
          [-70, -20, 30, 80].map((x, i) => el('circle', { cx: x, cy: -120 - (i % 2) * 34, r: 26, fill: '#f7c64a', stroke: '#8a5a10', 'stroke-width': 4 })).join('') +
          el('rect', { x: -170, y: -10, width: 340, height: 190, rx: 14, fill: '#6b3f1e', stroke: '#2a160a', 'stroke-width': 6 }) +
          el('path', { d: 'M-170-10V-50Q0-170 170-50V-10Z', fill: '#8a5a2a', stroke: '#2a160a', 'stroke-width': 6 }) +
          el('path', { d: 'M-110-70V180M110-70V180', stroke: accent, 'stroke-width': 22 }) +
          el('rect', { x: -34, y: 30, width: 68, height: 76, rx: 10, fill: accent, stroke: '#6e4a0c', 'stroke-width': 4 }),
      )
    case 'swords':
      return at(
        [-40, 40]
          .map((angle) =>
            el(
              'g',
              { transform: `rotate(${angle})` },
              el('path', { d: 'M0-250L22-210V90H-22V-210Z', fill: '#c9d3de', stroke: '#6f7c8a', 'stroke-width': 4 }) +
                el('rect', { x: -70, y: 90, width: 140, height: 20, rx: 10, fill: accent }) +
                el('rect', { x: -14, y: 110, width: 28, height: 70, rx: 6, fill: '#5a3a1e' }),
            ),
          )
          .join('') +
          el('path', { d: 'M-120-90H120V10Q120 130 0 190Q-120 130-120 10Z', fill: '#3a2414', stroke: accent, 'stroke-width': 10 }) +
          el('path', { d: starPath(0, 30, 70, 28), fill: accent }),
      )
    case 'crystals':
      return at(
        el('circle', { cx: 0, cy: 20, r: 190, fill: accent, 'fill-opacity': 0.12 }) +
          [
            [-120, 40, -20],
            [120, 50, 22],
            [0, 0, 0],
            [-60, 90, -10],
            [70, 100, 12],
          ]
            .map(([x = 0, h = 0, r = 0], i) => {
              const height = 260 - h
              return el('path', {
                d: `M0 ${-height}L${40 - i * 2} ${-height + 50}V0H${-40 + i * 2}V${-height + 50}Z`,
                fill: i % 2 ? '#f7c64a' : accent,
                'fill-opacity': 0.9,
                stroke: '#fff3c2',
                'stroke-width': 3,
                transform: `translate(${x} 170) rotate(${r})`,
              })
            })
            .join('') +
          el('rect', { x: -200, y: 166, width: 400, height: 30, rx: 15, fill: STONE }),
      )
    case 'key':
      return at(
        el('circle', { cx: 0, cy: 0, r: 200, fill: accent, 'fill-opacity': 0.1 }) +
          el(
            'g',
            { transform: 'rotate(-35)' },
            el('circle', { cx: 0, cy: -120, r: 78, fill: accent, stroke: '#6e4a0c', 'stroke-width': 8 }) +
              el('path', { d: starPath(0, -120, 44, 18, 4), fill: BACKGROUND }) +
              el('rect', { x: -16, y: -50, width: 32, height: 260, rx: 8, fill: accent, stroke: '#6e4a0c', 'stroke-width': 6 }) +
              el('path', { d: 'M16 130h50v28h-24v24h-26zM16 190h40v26H16z', fill: accent, stroke: '#6e4a0c', 'stroke-width': 6 }) +
              el('rect', { x: -30, y: -40, width: 60, height: 18, rx: 9, fill: '#ffe2a8' }),
          ),
      )
  }
}

export type NewsBannerOptions = { title?: string }

/**
 * A 1200 × 630 banner for a news item: dark stone, amber light, one of five dungeon scenes. `seed`
 * picks the scene and the scatter of embers, so a news item keeps its banner; `id` only names it.
 */
export function newsBannerSvg(id: number | string, seed: number | string, options: NewsBannerOptions = {}): string {
  const seedNumber = typeof seed === 'number' && Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : hash(String(seed))
  const rng = random(seedNumber * 2246822519 + 3266489917)
  const motif = MOTIFS[seedNumber % MOTIFS.length] ?? 'gate'
  const accent = ['#f2a93b', '#f28c3b', '#f2c14b'][Math.floor(seedNumber / MOTIFS.length) % 3] ?? AMBER
  const p = `nb${String(id).replace(/[^A-Za-z0-9]/g, '')}`
  const cx = 820 + rng() * 60

  const defs =
    radial(`${p}g`, [
      [0, accent, 0.34],
      [1, accent, 0],
    ]) +
    radial(`${p}v`, [
      [0.55, '#000', 0],
      [1, '#000', 0.7],
    ]) +
    el(
      'pattern',
      { id: `${p}w`, width: 120, height: 60, patternUnits: 'userSpaceOnUse' },
      el('path', { d: 'M0 0.5H120M0 30.5H120M0.5 0V30M60.5 30V60', stroke: STONE, 'stroke-width': 2, fill: 'none' }),
    )

  const embers = Array.from({ length: 26 }, () => {
    const x = rng() * WIDTH
    const y = rng() * HEIGHT
    return rng() < 0.75
      ? el('circle', { cx: n(x), cy: n(y), r: n(1.5 + rng() * 3), fill: accent, 'fill-opacity': n(0.25 + rng() * 0.6) })
      : el('path', { d: starPath(x, y, 8, 2.5, 4), fill: '#ffe2a8', 'fill-opacity': 0.8 })
  }).join('')

  const frame =
    el('rect', { x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, rx: 18, fill: 'none', stroke: accent, 'stroke-opacity': 0.7, 'stroke-width': 3 }) +
    el('rect', { x: 36, y: 36, width: WIDTH - 72, height: HEIGHT - 72, rx: 12, fill: 'none', stroke: accent, 'stroke-opacity': 0.3, 'stroke-width': 1.5 }) +
    [
      [24, 24],
      [WIDTH - 24, 24],
      [24, HEIGHT - 24],
      [WIDTH - 24, HEIGHT - 24],
    ]
      .map(([x = 0, y = 0]) => el('path', { d: `M${x} ${y - 14}L${x + 14} ${y}L${x} ${y + 14}L${x - 14} ${y}Z`, fill: accent }))
      .join('')

  // Ornamental rules on the left, where the app may lay the headline over the image.
  const rules =
    el('path', { d: 'M90 250H520M90 400H420', stroke: accent, 'stroke-opacity': 0.55, 'stroke-width': 3 }) +
    el('path', { d: 'M540 250l12-12 12 12-12 12z', fill: accent }) +
    el('path', { d: starPath(110, 190, 22, 8, 4), fill: accent })

  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: options.title ?? 'トポロ・ダンジョンからのお知らせ',
    defs,
    body:
      el('rect', { width: WIDTH, height: HEIGHT, fill: BACKGROUND }) +
      el('rect', { width: WIDTH, height: HEIGHT, fill: `url(#${p}w)`, 'fill-opacity': 0.8 }) +
      el('circle', { cx: n(cx), cy: 300, r: 420, fill: `url(#${p}g)` }) +
      motifArt(motif, cx, 300, accent) +
      embers +
      el('rect', { width: WIDTH, height: HEIGHT, fill: `url(#${p}v)` }) +
      rules +
      frame,
  })
}
