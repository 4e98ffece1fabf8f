import type { AvatarClass } from '../../../src/domain/contract/master.ts'
import type { ElementPalette } from './palette.ts'
import { el, starPath } from './svg.ts'

/**
 * Class outfits, headgear and what each class holds, drawn around a head centred on (100, 82)
 * with radius 36, a body from y 116 to 182 and hands at (64, 148) and (136, 148).
 */
export type Outfit = { cloth: string; trim: string; dark: string }

export const OUTFITS: Record<AvatarClass, Outfit> = {
  knight: { cloth: '#5b7bb0', trim: '#dfe7f2', dark: '#2e3f63' },
  warrior: { cloth: '#b0402a', trim: '#e9c58a', dark: '#5e1c10' },
  mage: { cloth: '#2f4fa8', trim: '#f2d36b', dark: '#17265a' },
  rogue: { cloth: '#4a3a5e', trim: '#b9a4d6', dark: '#241a30' },
  cleric: { cloth: '#f2efe6', trim: '#e0b84a', dark: '#a59a80' },
  ranger: { cloth: '#3f7a3a', trim: '#c9a66b', dark: '#1f3d1c' },
  bard: { cloth: '#c0487a', trim: '#ffd98a', dark: '#6a1f40' },
  monk: { cloth: '#d8772a', trim: '#f7e3b5', dark: '#7a3a10' },
  summoner: { cloth: '#5a2a8a', trim: '#9ff0e0', dark: '#2a1045' },
  alchemist: { cloth: '#8a6a2a', trim: '#e8f0d0', dark: '#46330f' },
  ninja: { cloth: '#22283e', trim: '#c23a3a', dark: '#0e111c' },
  dragoon: { cloth: '#8a1f2a', trim: '#e6b94a', dark: '#420a10' },
}

const STEEL = '#c9d3de'
const STEEL_DARK = '#6f7c8a'

/** Drawn over the hair. */
export function headgear(kind: AvatarClass, outfit: Outfit, palette: ElementPalette, hair: string): string {
  switch (kind) {
    case 'knight':
      return (
        el('path', { d: 'M98 46C92 24 114 12 140 22C124 24 114 32 110 46Z', fill: palette.main }) +
        el('path', { d: 'M62 86A38 40 0 0 1 138 86v8h-9V80a29 28 0 0 0-58 0v14h-9z', fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 2 }) +
        el('path', { d: 'M100 44v14', stroke: STEEL_DARK, 'stroke-width': 3 })
      )
    case 'warrior':
      return (
        el('path', { d: 'M68 62Q48 52 50 30q8 18 24 24zM132 62q20-10 18-32q-8 18-24 24z', fill: '#f3ead8', stroke: '#9a8a70', 'stroke-width': 2 }) +
        el('path', { d: 'M64 72a36 30 0 0 1 72 0v6H64z', fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 2 }) +
        el('circle', { cx: 100, cy: 60, r: 4, fill: palette.main })
      )
    case 'mage':
      return (
        el('path', { d: 'M54 70Q100 56 146 70Q130 58 120 52L90 4Q92 32 80 52Q66 58 54 70Z', fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M78 56Q100 50 122 56l-2 6Q100 56 80 62z', fill: outfit.trim }) +
        el('path', { d: starPath(98, 36, 6, 2.5), fill: outfit.trim })
      )
    case 'rogue':
      return (
        el('path', { d: 'M58 100Q54 46 100 40Q146 46 142 100Q136 66 100 62Q64 66 58 100Z', fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M70 96h60v12q-30 8-60 0z', fill: outfit.dark })
      )
    case 'cleric':
      return (
        el('path', { d: 'M66 70q34-18 68 0', fill: 'none', stroke: outfit.trim, 'stroke-width': 5 }) +
        el('path', { d: starPath(100, 62, 7, 3, 4), fill: palette.light, stroke: outfit.trim, 'stroke-width': 1.5 })
      )
    case 'ranger':
      return (
        el('path', { d: 'M60 72Q100 30 140 72Q100 60 60 72Z', fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2 }) + el('path', { d: 'M128 60q22-22 30-40q-4 26-24 44z', fill: palette.main })
      )
    case 'bard':
      return (
        el('ellipse', { cx: 92, cy: 54, rx: 34, ry: 12, fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2, transform: 'rotate(-10 92 54)' }) +
        el('path', { d: 'M112 50q26-24 40-22q-18 8-34 28z', fill: palette.light }) +
        el('circle', { cx: 92, cy: 44, r: 4, fill: outfit.trim })
      )
    case 'monk':
      return (
        el('circle', { cx: 100, cy: 44, r: 10, fill: hair }) +
        el('path', { d: 'M64 72q36-12 72 0v7q-36-10-72 0z', fill: '#d83a3a' }) +
        el('path', { d: 'M136 74q14 4 20 16l-6 2q-6-10-16-12z', fill: '#d83a3a' })
      )
    case 'summoner':
      return (
        el('path', { d: 'M72 58L60 30l22 20zM128 58l12-28-22 20z', fill: outfit.dark }) +
        el('path', { d: 'M58 98Q54 48 100 42Q146 48 142 98Q136 68 100 64Q64 68 58 98Z', fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M92 52l8-6 8 6-8 6z', fill: outfit.trim })
      )
    case 'alchemist':
      return (
        el('path', { d: 'M64 66q36-10 72 0v6q-36-10-72 0z', fill: '#5a3d1a' }) +
        el('circle', { cx: 86, cy: 64, r: 9, fill: palette.light, stroke: '#c99a3a', 'stroke-width': 4 }) +
        el('circle', { cx: 114, cy: 64, r: 9, fill: palette.light, stroke: '#c99a3a', 'stroke-width': 4 })
      )
    case 'ninja':
      return (
        el('path', { d: 'M66 97h68v15q-34 10-68 0z', fill: outfit.cloth }) +
        el('path', { d: 'M64 70q36-10 72 0v8q-36-10-72 0z', fill: outfit.cloth }) +
        el('rect', { x: 90, y: 66, width: 20, height: 9, rx: 2, fill: STEEL, stroke: STEEL_DARK }) +
        el('path', { d: 'M136 72q18 0 26 12l-8 2q-6-8-18-6z', fill: outfit.trim })
      )
    case 'dragoon':
      return (
        el('path', { d: 'M64 76L42 52l26 8zM136 76l22-24-26 8z', fill: palette.main, stroke: outfit.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M62 88A38 42 0 0 1 138 88v6h-9V82a29 28 0 0 0-58 0v12h-9z', fill: outfit.cloth, stroke: outfit.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M100 40l-8 12h16z', fill: outfit.trim })
      )
  }
}

/** Drawn in front of the body: weapons, shields, books and the like. */
export function heldGear(kind: AvatarClass, outfit: Outfit, palette: ElementPalette): string {
  switch (kind) {
    case 'knight':
      return (
        el('path', { d: 'M136 146V96l4-8 4 8v50z', fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 1.5 }) +
        el('rect', { x: 128, y: 142, width: 24, height: 6, rx: 3, fill: outfit.trim }) +
        el('path', { d: 'M46 128h36v22q0 18-18 28q-18-10-18-28z', fill: outfit.cloth, stroke: outfit.trim, 'stroke-width': 3 }) +
        el('path', { d: starPath(64, 148, 8, 3.5, 4), fill: palette.light })
      )
    case 'warrior':
      return (
        el('rect', { x: 137, y: 84, width: 7, height: 96, rx: 3, fill: '#7a4a24' }) +
        el('path', { d: 'M141 88q34-10 38 22q-4 30-38 22q8-22 0-44z', fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 2 }) +
        el('path', { d: 'M140 94q-16 4-18 16q2 12 18 16z', fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 2 }) +
        el('path', { d: 'M168 96q10 14 0 28', fill: 'none', stroke: palette.light, 'stroke-width': 3, 'stroke-linecap': 'round' })
      )
    case 'mage':
    case 'cleric':
      return (
        el('rect', { x: 138, y: 96, width: 6, height: 86, rx: 3, fill: '#7a4a24' }) +
        (kind === 'mage'
          ? el('circle', { cx: 141, cy: 92, r: 10, fill: palette.light, stroke: palette.main, 'stroke-width': 3 })
          : el('path', { d: 'M141 74v30M130 86h22', stroke: outfit.trim, 'stroke-width': 6, 'stroke-linecap': 'round' }))
      )
    case 'rogue':
      return el('path', { d: 'M140 148l16-30 4 2-14 32z', fill: STEEL, stroke: STEEL_DARK }) + el('path', { d: 'M60 148l-16-30-4 2 14 32z', fill: STEEL, stroke: STEEL_DARK })
    case 'ranger':
      return (
        el('path', { d: 'M54 96q-26 52 0 104', fill: 'none', stroke: '#8a5a2a', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M54 96v104', stroke: '#f0e6cf', 'stroke-width': 1.5 }) +
        el('path', { d: 'M150 104l-6 10 6-2 6 2z', fill: palette.main })
      )
    case 'bard':
      return (
        el('ellipse', { cx: 112, cy: 156, rx: 18, ry: 22, fill: '#b5773a', stroke: '#6b3f1a', 'stroke-width': 2, transform: 'rotate(-30 112 156)' }) +
        el('circle', { cx: 112, cy: 156, r: 5, fill: '#4a2a10' }) +
        el('path', { d: 'M120 142l26-34', stroke: '#6b3f1a', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M150 84q6 8 0 14M158 78q10 14 0 26', fill: 'none', stroke: palette.light, 'stroke-width': 2.5, 'stroke-linecap': 'round' })
      )
    case 'monk':
      return (
        el('circle', { cx: 64, cy: 148, r: 9, fill: '#f7e3b5', stroke: '#d83a3a', 'stroke-width': 3 }) +
        el('circle', { cx: 136, cy: 148, r: 9, fill: '#f7e3b5', stroke: '#d83a3a', 'stroke-width': 3 }) +
        el('path', { d: 'M80 124q20 14 40 0', fill: 'none', stroke: '#6b3f1a', 'stroke-width': 4, 'stroke-dasharray': '4 3' })
      )
    case 'summoner':
      return (
        el('path', { d: 'M128 128l20-6 20 6v22l-20-6-20 6z', fill: outfit.dark, stroke: outfit.trim, 'stroke-width': 2 }) +
        el('path', { d: 'M148 122v22', stroke: outfit.trim, 'stroke-width': 1.5 }) +
        el('circle', { cx: 58, cy: 110, r: 9, fill: palette.glow, 'fill-opacity': 0.85 }) +
        el('path', { d: 'M49 112q-8 10-2 20q2-8 8-12', fill: palette.glow, 'fill-opacity': 0.6 }) +
        el('circle', { cx: 55, cy: 108, r: 1.8, fill: outfit.dark }) +
        el('circle', { cx: 61, cy: 108, r: 1.8, fill: outfit.dark })
      )
    case 'alchemist':
      return (
        el('path', { d: 'M134 112h12v12l10 20q2 8-6 8h-20q-8 0-6-8l10-20z', fill: palette.light, 'fill-opacity': 0.9, stroke: '#fff', 'stroke-width': 2 }) +
        el('path', { d: 'M126 140h28l2 4q2 8-6 8h-20q-8 0-6-8z', fill: palette.main }) +
        el('circle', { cx: 144, cy: 100, r: 4, fill: palette.light, 'fill-opacity': 0.7 }) +
        el('circle', { cx: 136, cy: 92, r: 2.5, fill: palette.light, 'fill-opacity': 0.6 })
      )
    case 'ninja':
      return el('path', { d: starPath(144, 136, 14, 4, 4, -45), fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 1.5 }) + el('circle', { cx: 144, cy: 136, r: 3, fill: outfit.dark })
    case 'dragoon':
      return (
        el('path', { d: 'M44 190L150 60', stroke: '#6b3f1a', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M146 66l18-30-4 22 12-4z', fill: STEEL, stroke: STEEL_DARK, 'stroke-width': 1.5 }) +
        el('path', { d: 'M140 76l12 4', stroke: palette.main, 'stroke-width': 6 })
      )
  }
}
