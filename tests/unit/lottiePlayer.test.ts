import { describe, expect, it } from 'vitest'
import { lottieSettings } from '../../src/ui/LottiePlayer.tsx'

const data = { v: '5.7.4', layers: [] }

describe('the animation component (spec section 8)', () => {
  it('takes the spec defaults: loop, autoplay, speed 1, delay 0, forward, svg, scale 1, 100 % wide and high', () => {
    expect(lottieSettings({ animationData: data })).toEqual({
      animationData: data,
      path: undefined,
      loop: true,
      autoplay: true,
      speed: 1,
      delay: 0,
      direction: 'forward',
      renderer: 'svg',
      scale: 1,
      width: '100%',
      height: '100%',
    })
  })

  it.each([
    ['neither data nor link', {}, 'data or a link'],
    ['an empty link', { path: '' }, 'data or a link'],
    ['speed 0', { animationData: data, speed: 0 }, 'above 0'],
    ['a negative speed', { path: '/a.json', speed: -1 }, 'above 0'],
    ['a speed that is not a number', { animationData: data, speed: Number.NaN }, 'above 0'],
  ])('throws for %s', (_, props, message) => {
    expect(() => lottieSettings(props)).toThrow(message)
  })

  it.each([
    [
      { path: '/chest.json', speed: 2, loop: false },
      { path: '/chest.json', speed: 2, loop: false },
    ],
    [{ animationData: data, delay: -5 }, { delay: 0 }],
    [
      { animationData: data, direction: 'reverse' as const, scale: 0.5 },
      { direction: 'reverse', scale: 0.5 },
    ],
  ])('keeps what is given: %#', (props, expected) => {
    expect(lottieSettings(props)).toMatchObject(expected)
  })
})
