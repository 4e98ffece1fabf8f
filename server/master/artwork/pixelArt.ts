import { el } from './svg.ts'

/**
 * Pixel sprites for the retro-game collaboration: each row is a string, one character per pixel,
 * '.' transparent, other characters keys into the colour map. Runs of one colour become one rect.
 */
export function pixelSprite(rows: readonly string[], colors: Record<string, string>, x: number, y: number, pixel: number): string {
  const parts: string[] = []
  rows.forEach((row, rowIndex) => {
    let start = 0
    while (start < row.length) {
      const key = row[start] ?? '.'
      let end = start + 1
      while (end < row.length && row[end] === key) end++
      const color = colors[key]
      if (key !== '.' && color) {
        parts.push(el('rect', { x: x + start * pixel, y: y + rowIndex * pixel, width: (end - start) * pixel, height: pixel, fill: color }))
      }
      start = end
    }
  })
  return parts.join('')
}

/** A slime: o outline, m body, l shine, e eye and mouth, w eye highlight. */
export const SLIME = [
  '.....oooo.....',
  '...oommmmoo...',
  '..ommmmmmmmo..',
  '.ommlmmmmmmmo.',
  '.omllmmmmmmmo.',
  'ommlmmmmmmmmmo',
  'ommmwemmmwemmo',
  'ommmeemmmeemmo',
  'ommmeemmmeemmo',
  'ommmmmmmmmmmmo',
  'ommmmmeeemmmmo',
  '.ommmmmmmmmmo.',
  '..oooooooooo..',
] as const

/** A baby dragon: h horns, m body, w wings, b belly, e eyes, x highlight, n nostrils, t mouth, o feet. */
export const DRAGON = [
  '...h........h...',
  '...hh......hh...',
  '....mmmmmmmm....',
  'w..mmmmmmmmmm..w',
  'ww.mmxemmxemm.ww',
  'wwwmmeemmeemmwww',
  'wwwmmmmmmmmmmwww',
  '.wwmmmnmmnmmmww.',
  '..w.mmmttmmm.w..',
  '....mbbbbbbm....',
  '....mbbbbbbm..m.',
  '....mmbbbbmm.mm.',
  '....mmmmmmmmmm..',
  '....oo....oo....',
] as const

/** A pixel sword: o outline, m blade, l edge shine, g guard, h grip, p pommel. */
export const PIXEL_SWORD = [
  '.........ooo',
  '........olmo',
  '.......olmo.',
  '......olmo..',
  '.....olmo...',
  '.g..olmo....',
  '.ggolmo.....',
  '..ggmo......',
  '..hgg.......',
  '.hh.gg......',
  'hh...g......',
  'ph..........',
] as const

/** A pixel potion: c cork, o outline, g glass, w shine, l liquid. */
export const PIXEL_POTION = [
  '...cccc...',
  '....oo....',
  '....oo....',
  '...oggo...',
  '..owgggo..',
  '.owgggggo.',
  'oggggggggo',
  'ollllllllo',
  'olwllllllo',
  'ollllllllo',
  '.ollllllo.',
  '..oooooo..',
] as const
