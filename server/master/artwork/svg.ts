/**
 * Small helpers for the procedural artwork. The images use presentation attributes only (no
 * <style>, no style="", no scripts, no external references), so they render the same under the
 * app's strict Content-Security-Policy, in <img> tags and when opened directly.
 */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A deterministic pseudo-random sequence in [0, 1) for a seed (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A 32-bit hash of a string (FNV-1a), to seed random() from text ids. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Rounds for compact output: at most one decimal. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

export function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`
}

/** Attributes from an object; undefined values are left out. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('')
}

export function el(name: string, values: Record<string, string | number | undefined>, children?: string): string {
  return children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`
}

/** Stops as [offset 0..1, color, opacity?]. */
type Stop = readonly [number, string, number?]

function stops(list: readonly Stop[]): string {
  return list.map(([offset, color, opacity]) => el('stop', { offset: n(offset), 'stop-color': color, 'stop-opacity': opacity })).join('')
}

export function radial(id: string, list: readonly Stop[], extra: Record<string, string | number> = {}): string {
  return el('radialGradient', { id, ...extra }, stops(list))
}

export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))
}

/** A 4- or 5-pointed star (sparkle) path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -90): string {
  const parts: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180
    parts.push(`${i === 0 ? 'M' : 'L'}${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`)
  }
  return `${parts.join('')}Z`
}

export type SvgDocument = { width: number; height: number; title: string; defs?: string; body: string }

export function svgDocument({ width, height, title, defs = '', body }: SvgDocument): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
  )
}
