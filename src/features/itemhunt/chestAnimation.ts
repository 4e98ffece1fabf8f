/**
 * The item hunt's animation as Lottie data (drawn here rather than exported from a design tool):
 * a treasure chest shakes, its lid flies open and a golden light bursts out with sparks. 2 seconds
 * at 30 frames a second, 240 by 240.
 */

type Key = { t: number; s: number[] }

/**
 * Animated keyframes with an ease in and out between them. A position is spatial: its easing is one
 * curve for the whole point, with straight tangents.
 */
function animated(keys: Key[], spatial = false) {
  return {
    a: 1,
    k: keys.map((key, index) => {
      if (index === keys.length - 1) return { t: key.t, s: key.s }
      const dims = key.s.length
      return spatial
        ? { t: key.t, s: key.s, i: { x: 0.4, y: 1 }, o: { x: 0.6, y: 0 }, to: [0, 0, 0], ti: [0, 0, 0] }
        : { t: key.t, s: key.s, i: { x: Array(dims).fill(0.4), y: Array(dims).fill(1) }, o: { x: Array(dims).fill(0.6), y: Array(dims).fill(0) } }
    }),
  }
}

const still = (k: number | number[]) => ({ a: 0, k })
const rgba = (hex: string, alpha = 1) => [Number.parseInt(hex.slice(1, 3), 16) / 255, Number.parseInt(hex.slice(3, 5), 16) / 255, Number.parseInt(hex.slice(5, 7), 16) / 255, alpha]

const groupTransform = () => ({ ty: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), sk: still(0), sa: still(0) })

function rect(width: number, height: number, color: string, at: [number, number] = [0, 0], radius = 6) {
  return { ty: 'gr', it: [{ ty: 'rc', p: still(at), s: still([width, height]), r: still(radius) }, { ty: 'fl', c: still(rgba(color)), o: still(100), r: 1 }, groupTransform()] }
}

function ellipse(size: number, color: string, at: [number, number] = [0, 0]) {
  return { ty: 'gr', it: [{ ty: 'el', p: still(at), s: still([size, size]) }, { ty: 'fl', c: still(rgba(color)), o: still(100), r: 1 }, groupTransform()] }
}

type Transform = { o?: unknown; r?: unknown; p: unknown; s?: unknown }

function layer(index: number, name: string, transform: Transform, shapes: unknown[]) {
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ks: { o: transform.o ?? still(100), r: transform.r ?? still(0), p: transform.p, a: still([0, 0, 0]), s: transform.s ?? still([100, 100, 100]) },
    ao: 0,
    shapes,
    ip: 0,
    op: 60,
    st: 0,
    bm: 0,
  }
}

const OPEN = 24

function spark(index: number, dx: number, size: number) {
  return layer(
    index,
    `spark ${index}`,
    {
      p: animated(
        [
          { t: OPEN, s: [120, 120, 0] },
          { t: 56, s: [120 + dx, 30, 0] },
        ],
        true,
      ),
      o: animated([
        { t: OPEN, s: [0] },
        { t: OPEN + 4, s: [100] },
        { t: 58, s: [0] },
      ]),
    },
    [ellipse(size, '#fff3c4')],
  )
}

export const CHEST_ANIMATION = {
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op: 60,
  w: 240,
  h: 240,
  nm: 'item hunt chest',
  ddd: 0,
  assets: [],
  layers: [
    spark(1, -70, 10),
    spark(2, 0, 14),
    spark(3, 64, 9),
    layer(
      4,
      'lid',
      {
        p: animated(
          [
            { t: 0, s: [120, 128, 0] },
            { t: OPEN, s: [120, 128, 0] },
            { t: OPEN + 10, s: [104, 84, 0] },
          ],
          true,
        ),
        r: animated([
          { t: 0, s: [0] },
          { t: OPEN, s: [0] },
          { t: OPEN + 10, s: [-28] },
        ]),
      },
      [rect(124, 14, '#f2a93b', [0, 6], 3), rect(132, 34, '#7a4a24', [0, -6], 10)],
    ),
    layer(
      5,
      'chest',
      {
        p: still([120, 170, 0]),
        r: animated([
          { t: 0, s: [0] },
          { t: 5, s: [-6] },
          { t: 10, s: [6] },
          { t: 15, s: [-5] },
          { t: 20, s: [4] },
          { t: OPEN, s: [0] },
        ]),
      },
      [rect(20, 26, '#ffc46b', [0, -18], 4), rect(124, 12, '#f2a93b', [0, -26], 3), rect(132, 68, '#5c3518', [0, 0], 10)],
    ),
    layer(
      6,
      'light',
      {
        p: still([120, 132, 0]),
        o: animated([
          { t: OPEN - 2, s: [0] },
          { t: OPEN + 6, s: [55] },
          { t: 60, s: [0] },
        ]),
        s: animated([
          { t: OPEN - 2, s: [10, 10, 100] },
          { t: 52, s: [190, 190, 100] },
        ]),
      },
      [ellipse(120, '#ffd98a')],
    ),
  ],
}
