import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Drives a screen with the keyboard only: Tab to a control, see that its focus shows, then Enter,
 * Space, the arrow keys or typing. The DOM is only read (which element has the focus, what it says).
 */

/** What the focused element is, as a keyboard user meets it. */
export type Stop = {
  readonly tag: string
  /** Its accessible name, roughly: aria-label, aria-labelledby, its label, else its text. */
  readonly name: string
  readonly testId: string | null
  /** A form field's `name`. */
  readonly field: string | null
  readonly href: string | null
  /** A calendar day's `data-date`, a radio's value. */
  readonly date: string | null
  readonly value: string | null
  /** The focus indicator: a non-none outline or box shadow. */
  readonly ringShown: boolean
}

/** A string is an exact name, test id, field name or href; a RegExp tests the name. */
export type Target = string | RegExp | ((stop: Stop) => boolean)

/** The focused element, described in the page. */
export function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) && !(element instanceof SVGElement)) return { tag: 'none', name: '', testId: null, field: null, href: null, date: null, value: null, ringShown: false }
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
    const labelledBy = element.getAttribute('aria-labelledby')
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (labels && labels.length > 0 ? labels[0]?.textContent : null) ??
      element.textContent
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    return {
      tag: element.tagName.toLowerCase(),
      name: clean(name),
      testId: element.getAttribute('data-testid'),
      field: element.getAttribute('name'),
      href: element.getAttribute('href'),
      date: element.getAttribute('data-date'),
      value: element instanceof HTMLInputElement ? element.value : null,
      ringShown: outline || (style.boxShadow !== '' && style.boxShadow !== 'none'),
    }
  })
}

function matches(stop: Stop, target: Target): boolean {
  if (typeof target === 'function') return target(stop)
  if (target instanceof RegExp) return target.test(stop.name)
  return [stop.name, stop.testId, stop.field, stop.href].includes(target)
}

function describeStop(stop: Stop): string {
  const extra = [stop.testId && `testid=${stop.testId}`, stop.field && `name=${stop.field}`, stop.href && `href=${stop.href}`, stop.date && `date=${stop.date}`].filter(Boolean).join(' ')
  return `<${stop.tag}> "${stop.name.slice(0, 60)}"${extra ? ` (${extra})` : ''}`
}

/** Fails unless the focused element shows a focus indicator. */
export async function expectRing(page: Page): Promise<Stop> {
  const stop = await focusedStop(page)
  expect(stop.ringShown, `no visible focus on ${describeStop(stop)}`).toBe(true)
  return stop
}

/**
 * Waits until the screen has what it was loading (as a person looks before pressing): nothing on
 * screen marked busy, no loading line there (they all end in "…"), and two frames drawn since. A control drawn from the
 * stored copy may be drawn again from the server's; pressing before that sends the key to nothing.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // What is on screen only: My Page's lower sections load when scrolled to.
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect()
        return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight
      }
      if ([...document.querySelectorAll('[aria-busy="true"]')].some(onScreen)) return false
      return ![...document.querySelectorAll('[role="status"]')].some((status) => onScreen(status) && (status.textContent ?? '').trim().endsWith('…'))
    },
    undefined,
    { timeout: 30_000 },
  )
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `target`, at most `max` times; fails
 * with every element it stopped on when the target is not reachable. The stop must show its focus.
 */
export async function tabTo(page: Page, target: Target, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Stop> {
  await settled(page)
  const visited: string[] = []
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key)
    const stop = await focusedStop(page)
    if (matches(stop, target)) {
      expect(stop.ringShown, `no visible focus on ${describeStop(stop)}`).toBe(true)
      return stop
    }
    visited.push(describeStop(stop))
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${key}; stopped on:\n  ${visited.join('\n  ')}`)
}

/** Tabs to `target` and presses Enter on it (a link or a button); answers the stop. */
export async function activate(page: Page, target: Target, max?: number): Promise<Stop> {
  const stop = await tabTo(page, target, max)
  await page.keyboard.press('Enter')
  return stop
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Target, text: string, max?: number): Promise<void> {
  await tabTo(page, field, max)
  await page.keyboard.type(text)
}

/** Presses `key` until the focused element matches `target` (arrow keys in a grid or a radio group). */
export async function arrowTo(page: Page, key: string, target: Target, max = 40): Promise<Stop> {
  const visited: string[] = []
  for (let press = 0; press < max; press += 1) {
    const stop = await focusedStop(page)
    if (matches(stop, target)) {
      expect(stop.ringShown, `no visible focus on ${describeStop(stop)}`).toBe(true)
      return stop
    }
    visited.push(describeStop(stop))
    await page.keyboard.press(key)
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${key}; stopped on:\n  ${visited.join('\n  ')}`)
}

/**
 * After following a link: the new screen's address, and the keyboard focus on its heading (so the
 * next Tab starts in the new screen, not where the old one was).
 */
export async function arrive(page: Page, pathname: string, heading?: string | RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 })
  await page.waitForFunction(
    ([source, flags, exact]) => {
      const h1 = document.querySelector('main h1')
      const text = h1?.textContent?.trim() ?? ''
      const named = exact !== null ? text === exact : source === null || new RegExp(source, flags ?? '').test(text)
      return named && h1 === document.activeElement
    },
    [heading instanceof RegExp ? heading.source : null, heading instanceof RegExp ? heading.flags : null, typeof heading === 'string' ? heading : null] as const,
    { timeout: 30_000 },
  )
}

/**
 * After content is swapped in place (no new screen): the focus lands on `target` instead of falling
 * back to the page. A heading taking the focus needs no ring (it is not operated).
 */
export async function expectFocusLands(page: Page, target: Target): Promise<void> {
  await expect
    .poll(async () => {
      const stop = await focusedStop(page)
      return matches(stop, target) ? 'there' : describeStop(stop)
    })
    .toBe('there')
}
