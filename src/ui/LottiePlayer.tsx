import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * A Lottie animation (spec section 8: the animation component). lottie-web's light SVG player is
 * loaded only when one is shown. It needs the animation's data or a link to it, and a speed above
 * 0: anything else is a programming error and throws. Defaults of the spec: loop, autoplay, speed
 * 1, no delay, forward, the SVG renderer, scale 1, 100 % wide and high.
 */
export type LottieProps = {
  readonly animationData?: object
  readonly path?: string
  readonly loop?: boolean
  readonly autoplay?: boolean
  readonly speed?: number
  /** Milliseconds before it starts. */
  readonly delay?: number
  readonly direction?: 'forward' | 'reverse'
  readonly renderer?: 'svg'
  readonly scale?: number
  readonly width?: string
  readonly height?: string
  /** What it shows, for screen readers. */
  readonly label: string
  /** When a non-looping animation ends. */
  readonly onComplete?: () => void
}

export type LottieSettings = Required<Pick<LottieProps, 'loop' | 'autoplay' | 'speed' | 'delay' | 'direction' | 'renderer' | 'scale' | 'width' | 'height'>> &
  Pick<LottieProps, 'animationData' | 'path'>

/** The settings with the spec's defaults; throws without data or link, or with a speed of 0 or less. */
export function lottieSettings(props: Omit<LottieProps, 'label' | 'onComplete'>): LottieSettings {
  if (props.animationData === undefined && (props.path === undefined || props.path === '')) throw new Error('An animation needs its data or a link to it')
  const speed = props.speed ?? 1
  if (!(speed > 0)) throw new Error('An animation speed must be above 0')
  return {
    animationData: props.animationData,
    path: props.path,
    loop: props.loop ?? true,
    autoplay: props.autoplay ?? true,
    speed,
    delay: Math.max(0, props.delay ?? 0),
    direction: props.direction ?? 'forward',
    renderer: props.renderer ?? 'svg',
    scale: props.scale ?? 1,
    width: props.width ?? '100%',
    height: props.height ?? '100%',
  }
}

export function LottiePlayer({ label, onComplete, ...props }: LottieProps) {
  const settings = lottieSettings(props)
  const container = useRef<HTMLDivElement>(null)
  const completed = useEffectEvent(() => onComplete?.())
  const { animationData, path, loop, autoplay, speed, delay, direction, renderer } = settings

  useEffect(() => {
    let live = true
    let destroy: (() => void) | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    void import('lottie-web/build/player/esm/lottie_light.min.js').then(({ default: lottie }) => {
      const element = container.current
      if (!live || !element) return
      // lottie-web rewrites the data it is given: each animation gets its own copy, as plain JSON
      // (one object shared by two places in the data must become two, which structuredClone keeps as one).
      const data = animationData ? (JSON.parse(JSON.stringify(animationData)) as object) : undefined
      const animation = lottie.loadAnimation({ container: element, renderer, loop, autoplay: false, ...(data ? { animationData: data } : { path }) })
      animation.setSpeed(speed)
      animation.setDirection(direction === 'forward' ? 1 : -1)
      animation.addEventListener('complete', () => completed())
      if (autoplay) timer = setTimeout(() => animation.play(), delay)
      destroy = () => animation.destroy()
    })
    return () => {
      live = false
      if (timer) clearTimeout(timer)
      destroy?.()
    }
  }, [animationData, path, loop, autoplay, speed, delay, direction, renderer])

  return <div ref={container} role="img" aria-label={label} style={{ width: settings.width, height: settings.height, transform: settings.scale === 1 ? undefined : `scale(${settings.scale})` }} />
}
