import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HASH_TARGET_WAIT_MS, SCROLL_TO_TOP_DELAY_MS, scrollAfterNavigation } from '../../src/shell/navigation/scrollAfterNavigation.ts'

describe('scrollAfterNavigation', () => {
  let scrolledInto: string[]
  let scrolledToTop: number

  beforeEach(() => {
    vi.useFakeTimers()
    scrolledInto = []
    scrolledToTop = 0
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledInto.push(this.id)
    }
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      scrolledToTop += 1
    })
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    document.body.innerHTML = ''
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const section = (id: string) => {
    const element = document.createElement('section')
    element.id = id
    document.body.append(element)
  }
  /** Lets the MutationObserver's callbacks run. */
  const observed = () => Promise.resolve()

  it('scrolls to a target already drawn, and to the top without a hash', () => {
    section('avatar')
    scrollAfterNavigation('#avatar')
    expect(scrolledInto).toEqual(['avatar'])
    scrollAfterNavigation('')
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS)
    expect(scrolledToTop).toBe(1)
  })

  it('waits for a target drawn after the navigation resolved', async () => {
    scrollAfterNavigation('#item')
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS * 5)
    section('item')
    await observed()
    expect(scrolledInto).toEqual(['item'])
    vi.advanceTimersByTime(HASH_TARGET_WAIT_MS)
    expect(scrolledToTop).toBe(0)
  })

  it('goes to the top when the target never comes, and a later navigation ends the wait', async () => {
    scrollAfterNavigation('#missing')
    vi.advanceTimersByTime(HASH_TARGET_WAIT_MS)
    expect(scrolledToTop).toBe(1)
    scrollAfterNavigation('#late')
    scrollAfterNavigation('')
    section('late')
    await observed()
    vi.advanceTimersByTime(HASH_TARGET_WAIT_MS)
    expect(scrolledInto).toEqual([])
    expect(scrolledToTop).toBe(2)
  })

  it('a navigation back to a section within the delay is not sent to the top by the one before', () => {
    section('avatar')
    scrollAfterNavigation('')
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS / 2)
    scrollAfterNavigation('#avatar')
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS * 2)
    expect(scrolledInto).toEqual(['avatar'])
    expect(scrolledToTop).toBe(0)
  })
})
