import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a client address counts under in the per-address limits: an IPv4 address itself,
 * and an IPv6 address's /64, since one home, phone or server is given a whole /64 and can change
 * the rest at will. An IPv4 address mapped into IPv6 counts as the IPv4 address.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1]
  if (isIPv4(bare) || !isIPv6(bare)) return bare
  const groups = ipv6Groups(bare)
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  let text = address
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number)
    text = `${address.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)))
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}
