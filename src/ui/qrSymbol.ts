/** The modules of a QR symbol as the qrcode package gives them (its BitMatrix). */
export type QrModules = { readonly size: number; get(row: number, column: number): number }

/** Light modules around the symbol that scanners need to find it (ISO/IEC 18004: four). */
export const QUIET_ZONE = 4

/**
 * One SVG path drawing every dark module, shifted by the quiet zone: each run of dark modules in
 * a row is one rectangle, which keeps the path a few kilobytes even for a large symbol.
 */
export function qrPath(modules: QrModules): string {
  const parts: string[] = []
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1
        continue
      }
      const start = column
      while (column < modules.size && modules.get(row, column)) column += 1
      const run = column - start
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`)
    }
  }
  return parts.join('')
}
