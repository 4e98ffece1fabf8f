import type { Spirit } from '../../../src/domain/contract/master.ts'
import type { ElementPalette } from './palette.ts'
import { DRAGON, pixelSprite, SLIME } from './pixelArt.ts'
import { el, starPath } from './svg.ts'

type Motif = Spirit['motif']

/** Big round eyes, a smile and blushing cheeks centred on (x, y). */
export function cuteFace(x: number, y: number, ink: string, spread = 15): string {
  return (
    el('ellipse', { cx: x - spread, cy: y, rx: 5.5, ry: 7.5, fill: ink }) +
    el('ellipse', { cx: x + spread, cy: y, rx: 5.5, ry: 7.5, fill: ink }) +
    el('circle', { cx: x - spread + 2, cy: y - 3, r: 2.2, fill: '#fff' }) +
    el('circle', { cx: x + spread + 2, cy: y - 3, r: 2.2, fill: '#fff' }) +
    el('ellipse', { cx: x - spread - 8, cy: y + 10, rx: 6, ry: 3.5, fill: '#ff6f8a', 'fill-opacity': 0.45 }) +
    el('ellipse', { cx: x + spread + 8, cy: y + 10, rx: 6, ry: 3.5, fill: '#ff6f8a', 'fill-opacity': 0.45 }) +
    el('path', { d: `M${x - 5} ${y + 9}q5 5 10 0`, fill: 'none', stroke: ink, 'stroke-width': 2.5, 'stroke-linecap': 'round' })
  )
}

/** The spirit's body for its motif, about 110 units tall, centred near (100, 110). */
export function spiritForm(motif: Motif, c: ElementPalette): string {
  switch (motif) {
    case 'flame':
      return (
        el('path', { d: 'M100 28C122 58 150 80 146 122C142 156 118 170 100 170C82 170 58 156 54 122C52 96 70 84 76 62C84 78 90 80 92 70C94 56 96 44 100 28Z', fill: c.main }) +
        el('path', { d: 'M100 78C114 96 130 108 128 132C126 152 112 160 100 160C88 160 72 152 72 132C72 116 88 104 100 78Z', fill: c.light }) +
        cuteFace(100, 130, c.ink, 13)
      )
    case 'drop':
      return (
        el('path', { d: 'M100 32C118 62 150 94 150 126A50 46 0 0 1 50 126C50 94 82 62 100 32Z', fill: c.main, stroke: c.light, 'stroke-width': 3 }) +
        el('ellipse', { cx: 78, cy: 104, rx: 8, ry: 16, fill: '#fff', 'fill-opacity': 0.55, transform: 'rotate(25 78 104)' }) +
        cuteFace(100, 130, c.ink)
      )
    case 'cloud':
      return (
        el('path', { d: 'M60 150a26 26 0 0 1 4-50a34 34 0 0 1 66-8a28 28 0 0 1 12 58z', fill: c.light, stroke: c.main, 'stroke-width': 4 }) +
        el('path', { d: 'M40 92q-14-4-18 8M160 84q14-6 20 4M30 120h-12M182 118h-10', fill: 'none', stroke: c.light, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
        cuteFace(100, 122, c.ink, 14)
      )
    case 'pebble':
      return (
        el('path', { d: 'M60 140C52 110 66 76 100 72C136 70 152 102 146 134C142 160 118 166 100 166C80 166 64 160 60 140Z', fill: c.main, stroke: c.ink, 'stroke-width': 3 }) +
        el('path', { d: 'M128 96l-8 12 6 8M70 146l10-6', fill: 'none', stroke: c.ink, 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M100 74q-4-18-20-22q2 16 20 22zM100 74q6-20 24-22q-6 16-24 22z', fill: '#6fcf6a', stroke: '#2f7a2a', 'stroke-width': 1.5 }) +
        cuteFace(100, 122, c.ink)
      )
    case 'fairy':
      return (
        el('ellipse', { cx: 70, cy: 96, rx: 28, ry: 16, fill: c.light, 'fill-opacity': 0.75, transform: 'rotate(-30 70 96)' }) +
        el('ellipse', { cx: 130, cy: 96, rx: 28, ry: 16, fill: c.light, 'fill-opacity': 0.75, transform: 'rotate(30 130 96)' }) +
        el('ellipse', { cx: 76, cy: 126, rx: 18, ry: 10, fill: c.light, 'fill-opacity': 0.6, transform: 'rotate(25 76 126)' }) +
        el('ellipse', { cx: 124, cy: 126, rx: 18, ry: 10, fill: c.light, 'fill-opacity': 0.6, transform: 'rotate(-25 124 126)' }) +
        el('path', { d: 'M100 112l-22 50h44z', fill: c.main }) +
        el('circle', { cx: 100, cy: 96, r: 24, fill: '#ffe8d6' }) +
        el('path', { d: 'M76 96q0-28 24-28t24 28q-6-14-24-16q-18 2-24 16z', fill: c.glow }) +
        el('path', { d: starPath(100, 64, 8, 3.5), fill: '#fff' }) +
        cuteFace(100, 100, c.ink, 9)
      )
    case 'ghost':
      return (
        el('path', { d: 'M60 160V104A40 42 0 0 1 140 104V160L128 148L118 162L108 148L100 162L92 148L82 162L72 148Z', fill: c.light, 'fill-opacity': 0.95, stroke: c.main, 'stroke-width': 3 }) +
        el('path', { d: 'M60 122q-16 4-18 18M140 122q16 4 18 18', fill: 'none', stroke: c.light, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
        cuteFace(100, 112, c.ink, 14)
      )
    case 'owl':
      return (
        el('path', { d: 'M66 70l8 16M134 70l-8 16', stroke: '#6b4a2a', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
        el('ellipse', { cx: 100, cy: 118, rx: 42, ry: 48, fill: '#8a6a4a' }) +
        el('ellipse', { cx: 100, cy: 134, rx: 26, ry: 30, fill: '#efdcb6' }) +
        el('circle', { cx: 84, cy: 104, r: 15, fill: '#fff' }) +
        el('circle', { cx: 116, cy: 104, r: 15, fill: '#fff' }) +
        el('circle', { cx: 86, cy: 106, r: 7, fill: c.ink }) +
        el('circle', { cx: 114, cy: 106, r: 7, fill: c.ink }) +
        el('path', { d: 'M94 118h12l-6 10z', fill: '#f0a030' }) +
        el('path', { d: 'M64 72l36-14 36 14-36 14z', fill: '#2a2a3a' }) +
        el('path', { d: 'M100 72l22 6v16', fill: 'none', stroke: c.main, 'stroke-width': 3 }) +
        el('circle', { cx: 122, cy: 96, r: 4, fill: c.main })
      )
    case 'mimic':
      return (
        el('rect', { x: 52, y: 112, width: 96, height: 54, rx: 6, fill: '#9a6434', stroke: '#4a2a10', 'stroke-width': 3 }) +
        el('path', { d: 'M56 110q0-22 44-60q44 38 44 60z', fill: '#2a0f14' }) +
        el('path', { d: 'M52 80q48-50 96 0v14H52z', fill: '#b07a44', stroke: '#4a2a10', 'stroke-width': 3, transform: 'rotate(-12 52 94)' }) +
        el('path', { d: 'M62 112l8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12z', fill: '#fff' }) +
        el('path', { d: 'M86 112q14 22 30 0z', fill: '#ff7a9a' }) +
        el('rect', { x: 52, y: 128, width: 96, height: 8, fill: c.light }) +
        el('rect', { x: 92, y: 124, width: 16, height: 18, rx: 3, fill: c.light, stroke: '#4a2a10', 'stroke-width': 2 }) +
        el('circle', { cx: 86, cy: 94, r: 5, fill: c.glow }) +
        el('circle', { cx: 114, cy: 94, r: 5, fill: c.glow })
      )
    case 'star':
      return (
        el('path', { d: 'M40 168L92 112M30 140L80 100M60 178L100 130', stroke: c.light, 'stroke-opacity': 0.5, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
        el('path', { d: starPath(112, 96, 58, 26), fill: c.main, stroke: c.main, 'stroke-width': 10, 'stroke-linejoin': 'round' }) +
        el('path', { d: starPath(112, 96, 40, 18), fill: c.light, 'fill-opacity': 0.6 }) +
        cuteFace(112, 100, c.ink, 12)
      )
    case 'cat':
      return (
        el('path', { d: 'M136 160q34-4 30-40q-2-12-10-10q4 32-24 38z', fill: '#1d1a2a' }) +
        el('ellipse', { cx: 100, cy: 142, rx: 36, ry: 28, fill: '#1d1a2a' }) +
        el('path', { d: 'M66 82L70 46L90 66ZM134 82L130 46L110 66Z', fill: '#1d1a2a' }) +
        el('path', { d: 'M72 74L74 56L84 66ZM128 74L126 56L116 66Z', fill: c.main }) +
        el('circle', { cx: 100, cy: 94, r: 36, fill: '#1d1a2a' }) +
        el('ellipse', { cx: 86, cy: 94, rx: 7, ry: 9, fill: '#ffd84a' }) +
        el('ellipse', { cx: 114, cy: 94, rx: 7, ry: 9, fill: '#ffd84a' }) +
        el('ellipse', { cx: 86, cy: 94, rx: 2.5, ry: 7, fill: '#1d1a2a' }) +
        el('ellipse', { cx: 114, cy: 94, rx: 2.5, ry: 7, fill: '#1d1a2a' }) +
        el('path', { d: 'M96 106h8l-4 4z', fill: '#ff8aa6' }) +
        el('path', { d: 'M70 104h-16M70 110l-14 4M130 104h16M130 110l14 4', stroke: c.light, 'stroke-width': 1.5 }) +
        el('path', { d: 'M74 126q26 10 52 0', fill: 'none', stroke: c.main, 'stroke-width': 5 }) +
        el('path', { d: 'M104 130a8 8 0 1 1-8 10a6 6 0 1 0 8-10z', fill: '#ffe58a' })
      )
    case 'slime':
      return pixelSprite(SLIME, { o: c.ink, m: c.main, l: c.light, e: c.ink, w: '#fff' }, 51, 64, 7)
    case 'dragon':
      return pixelSprite(DRAGON, { h: '#f3ead8', m: c.main, w: c.back, b: c.light, e: c.ink, x: '#fff', n: c.ink, t: c.ink, o: c.ink }, 44, 52, 7)
  }
}
