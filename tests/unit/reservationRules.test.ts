import { describe, expect, it } from 'vitest'
import { TOPOLO_COSTS } from '../../src/domain/prices.ts'
import { formatReservationCode, normalizeReservationCode, RESERVATION_CODE_LENGTH } from '../../src/domain/reservation/reservationCode.ts'
import { escapeIcsText, foldIcsLine, type ReservationEvent, reservationIcs } from '../../src/domain/reservation/reservationIcs.ts'
import {
  cancellable,
  depositUseLabel,
  freeSeat,
  lastReservableDate,
  RESERVATION_DEPOSIT_TOPOLO,
  type ReservationStatus,
  reservationStatusAt,
  type SlotRefusal,
  slotRefOf,
  slotRefusal,
  slotStartOf,
  slotsLeftOnDay,
} from '../../src/domain/reservation/reservationRules.ts'
import { dayPlan, type ScheduleOverride } from '../../src/domain/schedule/dayPlan.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_USE_LABEL } from '../../src/domain/topolo.ts'
import { CODE_ALPHABET, formatTypedCode, normalizeTypedCode } from '../../src/domain/typedCode.ts'

// Every clock below is pinned: `now` is a fixed instant passed in, never the machine's clock, and
// every instant carries its offset, so the machine's TZ does not matter.

/** Friday 2026-12-04, noon in Tokyo (03:00 UTC). Today + 27 days is 2026-12-31. */
const NOW = '2026-12-04T12:00:00+09:00'

const override = (date: string, fields: Partial<ScheduleOverride>): ScheduleOverride => ({
  date,
  closure: null,
  reservationOnly: null,
  openTime: null,
  closeTime: null,
  collaborationIds: [],
  ...fields,
})

/** The refusal of the slot starting at `instant`, with the rules' plan of its Tokyo day (and an override, if any). */
function refusalOf(instant: string, now: string, dayOverride: Partial<ScheduleOverride> | null = null): SlotRefusal | null {
  const slot = slotRefOf(new Date(instant))
  if (!slot) throw new Error(`${instant} names no slot`)
  return slotRefusal(slot, dayPlan(slot.date, dayOverride ? override(slot.date, dayOverride) : null), new Date(now))
}

const encoder = new TextEncoder()
const octets = (text: string): number => encoder.encode(text).length

// ---------------------------------------------------------------------------------------------
// Deposit and same-day label
// ---------------------------------------------------------------------------------------------

describe('reservation deposit', () => {
  it('is one adult play in gold topolo: 900', () => {
    expect(RESERVATION_DEPOSIT_TOPOLO).toBe(900)
    expect(RESERVATION_DEPOSIT_TOPOLO).toBe(TOPOLO_COSTS.play)
  })

  it.each([
    ['2026-12-04', NOW, TOPOLO_USE_LABEL.sameDayReserve],
    ['2026-12-05', NOW, TOPOLO_USE_LABEL.reserve],
    ['2026-12-31', NOW, TOPOLO_USE_LABEL.reserve],
    // 00:30 Tokyo on the 5th is still the 4th in UTC: today is the 5th.
    ['2026-12-05', '2026-12-04T15:30:00Z', TOPOLO_USE_LABEL.sameDayReserve],
    ['2026-12-04', '2026-12-04T15:30:00Z', TOPOLO_USE_LABEL.reserve],
    // 23:59 Tokyo on the 4th.
    ['2026-12-04', '2026-12-04T14:59:59Z', TOPOLO_USE_LABEL.sameDayReserve],
    ['2026-12-05', '2026-12-04T14:59:59Z', TOPOLO_USE_LABEL.reserve],
  ])('a slot on %s reserved at %s takes use label %i', (date, now, label) => {
    expect(depositUseLabel(date, new Date(now))).toBe(label)
  })

  it('uses labels 4 (same day) and 1 (later day)', () => {
    expect(TOPOLO_USE_LABEL.sameDayReserve).toBe(4)
    expect(TOPOLO_USE_LABEL.reserve).toBe(1)
  })
})

// ---------------------------------------------------------------------------------------------
// Slots named by an instant
// ---------------------------------------------------------------------------------------------

describe('slotRefOf', () => {
  it.each([
    ['2026-12-07T22:00:00+09:00', '2026-12-07', '22:00', '22:30'],
    ['2026-12-07T13:00:00Z', '2026-12-07', '22:00', '22:30'],
    ['2026-12-05T01:00:00Z', '2026-12-05', '10:00', '10:30'],
    ['2026-12-05T10:00:00+09:00', '2026-12-05', '10:00', '10:30'],
    // Tokyo midnight is 15:00 UTC the day before.
    ['2026-12-04T15:00:00Z', '2026-12-05', '00:00', '00:30'],
    ['2026-12-04T14:30:00Z', '2026-12-04', '23:30', '24:00'],
    // Offsets off the whole hour still name a Tokyo slot when the instant is on the half hour.
    ['2026-12-07T18:30:00+05:30', '2026-12-07', '22:00', '22:30'],
    ['2026-12-07T18:45:00+05:45', '2026-12-07', '22:00', '22:30'],
    ['2026-12-07T05:00:00-08:00', '2026-12-07', '22:00', '22:30'],
    ['2027-01-01T00:00:00+09:00', '2027-01-01', '00:00', '00:30'],
  ])('%s is the slot %s %s-%s', (instant, date, start, end) => {
    const startsAt = new Date(instant)
    const slot = slotRefOf(startsAt)
    expect(slot).toEqual({ date, start, end, startsAt })
    expect(slot?.startsAt.getTime()).toBe(startsAt.getTime())
  })

  it.each([
    ['2026-12-07T22:15:00+09:00', 'a quarter past'],
    ['2026-12-07T22:00:01+09:00', 'one second past'],
    ['2026-12-07T22:00:00.001+09:00', 'one millisecond past'],
    ['2026-12-07T21:59:59.999+09:00', 'one millisecond before'],
    ['2026-12-07T22:00:00+05:45', 'Tokyo 01:15 the next day'],
    ['not a date', 'an invalid date'],
  ])('%s (%s) names no slot', (instant) => {
    expect(slotRefOf(new Date(instant))).toBeNull()
  })

  it.each([
    ['2026-12-05', '10:00', '2026-12-05T01:00:00.000Z'],
    ['2026-12-07', '22:00', '2026-12-07T13:00:00.000Z'],
    ['2026-12-05', '00:00', '2026-12-04T15:00:00.000Z'],
    ['2027-01-01', '00:30', '2026-12-31T15:30:00.000Z'],
    ['2028-02-29', '11:00', '2028-02-29T02:00:00.000Z'],
  ])('slotStartOf(%s, %s) is %s and names that slot back', (date, start, iso) => {
    const startsAt = slotStartOf(date, start)
    expect(startsAt.toISOString()).toBe(iso)
    expect(slotRefOf(startsAt)).toMatchObject({ date, start })
  })
})

// ---------------------------------------------------------------------------------------------
// Which slots may be reserved
// ---------------------------------------------------------------------------------------------

describe('lastReservableDate', () => {
  it.each([
    [NOW, '2026-12-31'],
    ['2026-12-04T14:59:59Z', '2026-12-31'],
    // Tokyo midnight: today is already the 5th although the UTC date is the 4th.
    ['2026-12-04T15:00:00Z', '2027-01-01'],
    ['2026-12-05T00:00:00+09:00', '2027-01-01'],
    ['2028-02-01T09:00:00+09:00', '2028-02-28'],
    ['2028-02-03T09:00:00+09:00', '2028-03-01'],
  ])('at %s is %s (today + 27 days)', (now, expected) => {
    expect(lastReservableDate(new Date(now))).toBe(expected)
  })
})

describe('slotRefusal', () => {
  it('checks the calendar the table below relies on', () => {
    expect(dayPlan('2026-12-07').hours).toEqual({ open: '11:00', close: '23:00', lastReception: '22:00' })
    expect(dayPlan('2026-12-05').hours).toEqual({ open: '10:00', close: '23:00', lastReception: '22:00' })
    expect(dayPlan('2026-12-08').closedReason).toBe('maintenance')
    expect(dayPlan('2027-01-01').reservationOnly).toBe(true)
  })

  it.each<[string, string, string, Partial<ScheduleOverride> | null, SlotRefusal | null]>([
    // Opening hours: weekdays 11:00, weekends and holidays 10:00, last reception 22:00.
    ['a weekday at last reception', '2026-12-07T22:00:00+09:00', NOW, null, null],
    ['a weekday after last reception', '2026-12-07T22:30:00+09:00', NOW, null, 'notASlot'],
    ['a weekday at closing', '2026-12-07T23:00:00+09:00', NOW, null, 'notASlot'],
    ['a weekday before opening', '2026-12-07T10:30:00+09:00', NOW, null, 'notASlot'],
    ['a weekday at opening', '2026-12-07T11:00:00+09:00', NOW, null, null],
    ['a Saturday at opening', '2026-12-05T10:00:00+09:00', NOW, null, null],
    ['a Saturday before opening', '2026-12-05T09:30:00+09:00', NOW, null, 'notASlot'],
    ['a Saturday at last reception', '2026-12-05T22:00:00+09:00', NOW, null, null],
    ['a Saturday after last reception', '2026-12-05T22:30:00+09:00', NOW, null, 'notASlot'],
    // Instants given in UTC are read in Tokyo time.
    ['Saturday 10:00 Tokyo given in UTC', '2026-12-05T01:00:00Z', NOW, null, null],
    ['Saturday 00:00 Tokyo given as Friday 15:00 UTC', '2026-12-04T15:00:00Z', NOW, null, 'notASlot'],
    ['Monday 11:00 Tokyo given in UTC', '2026-12-07T02:00:00Z', NOW, null, null],
    ['Monday 10:30 Tokyo given in UTC', '2026-12-07T01:30:00Z', NOW, null, 'notASlot'],
    ['Monday 22:00 Tokyo given in Los Angeles time', '2026-12-07T05:00:00-08:00', NOW, null, null],
    // Closed days.
    ['the monthly maintenance (second Tuesday)', '2026-12-08T11:00:00+09:00', NOW, null, 'closed'],
    ['the monthly maintenance at last reception', '2026-12-08T22:00:00+09:00', NOW, null, 'closed'],
    ['a day closed by staff', '2026-12-10T12:00:00+09:00', NOW, { closure: 'closed' }, 'closed'],
    ['a maintenance day moved by staff', '2026-12-10T12:00:00+09:00', NOW, { closure: 'maintenance' }, 'closed'],
    ['a maintenance day opened by staff', '2026-12-08T11:00:00+09:00', NOW, { closure: 'open' }, null],
    ['a day closing early by override, last reception', '2026-12-11T19:00:00+09:00', NOW, { closeTime: '20:00' }, null],
    ['a day closing early by override, after last reception', '2026-12-11T19:30:00+09:00', NOW, { closeTime: '20:00' }, 'notASlot'],
    ['a day opening late by override', '2026-12-11T12:30:00+09:00', NOW, { openTime: '13:00' }, 'notASlot'],
    ['a day with no valid hours by override', '2026-12-11T12:00:00+09:00', NOW, { openTime: '18:00', closeTime: '18:00' }, 'closed'],
    // The reservable period: today and 27 more days.
    ['the last day of the period', '2026-12-31T22:00:00+09:00', NOW, null, null],
    ['the day after the period', '2027-01-01T10:00:00+09:00', NOW, null, 'beyondPeriod'],
    ['a closed day after the period', '2027-01-12T11:00:00+09:00', NOW, null, 'beyondPeriod'],
    ['a reservation-only holiday that Tokyo midnight brings into the period', '2027-01-01T10:00:00+09:00', '2026-12-04T15:00:00Z', null, null],
    ['the same holiday one second before Tokyo midnight', '2027-01-01T10:00:00+09:00', '2026-12-04T14:59:59Z', null, 'beyondPeriod'],
    // Too late: a past day, or within 30 minutes of the start.
    ['yesterday', '2026-12-03T12:00:00+09:00', NOW, null, 'tooLate'],
    ['yesterday at last reception', '2026-12-03T22:00:00+09:00', NOW, null, 'tooLate'],
    ['a past maintenance day', '2026-11-10T12:00:00+09:00', NOW, null, 'tooLate'],
    ['Friday 22:00 once Tokyo has turned Saturday (UTC still Friday)', '2026-12-04T22:00:00+09:00', '2026-12-04T15:00:00Z', null, 'tooLate'],
    ['a slot of today already over', '2026-12-04T11:30:00+09:00', NOW, null, 'tooLate'],
    ['a slot starting now', '2026-12-04T12:00:00+09:00', NOW, null, 'tooLate'],
    ['exactly 30 minutes before its start', '2026-12-04T12:30:00+09:00', NOW, null, null],
    ['29 minutes 59.999 seconds before its start', '2026-12-04T12:30:00+09:00', '2026-12-04T12:00:00.001+09:00', null, 'tooLate'],
    ['22:00 at 21:31', '2026-12-04T22:00:00+09:00', '2026-12-04T21:31:00+09:00', null, 'tooLate'],
    ['22:00 at 21:30', '2026-12-04T22:00:00+09:00', '2026-12-04T21:30:00+09:00', null, null],
    ['22:00 at 21:30 given in UTC', '2026-12-04T13:00:00Z', '2026-12-04T12:30:00Z', null, null],
    ['tomorrow 10:00 at 23:59 today', '2026-12-05T10:00:00+09:00', '2026-12-04T23:59:00+09:00', null, null],
  ])('%s (%s at %s, override %o): %s', (_what, instant, now, dayOverride, expected) => {
    expect(refusalOf(instant, now, dayOverride)).toBe(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// Counting
// ---------------------------------------------------------------------------------------------

describe('slotsLeftOnDay', () => {
  it.each([
    [0, 2],
    [1, 1],
    [2, 0],
    [3, 0],
  ])('with %i reserved, %i left', (reserved, left) => {
    expect(slotsLeftOnDay(reserved)).toBe(left)
  })
})

describe('freeSeat', () => {
  it.each<[number[], number, number | null]>([
    [[], 3, 1],
    [[1], 3, 2],
    [[2], 3, 1],
    [[2, 1], 3, 3],
    [[3, 1], 3, 2],
    [[1, 2, 3], 3, null],
    [[3, 2, 1, 1], 3, null],
    [[4, 5], 3, 1],
    [[1, 2], 2, null],
    [[], 0, null],
    [[], 1, 1],
  ])('taken %j of %i: %s', (taken, count, expected) => {
    expect(freeSeat(taken, count)).toBe(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// Status and cancellation
// ---------------------------------------------------------------------------------------------

describe('reservationStatusAt', () => {
  const startsAt = '2026-12-05T10:00:00+09:00'
  it.each<[ReservationStatus, string, ReservationStatus]>([
    ['reserved', '2026-12-04T12:00:00+09:00', 'reserved'],
    ['reserved', '2026-12-05T10:00:00+09:00', 'reserved'],
    ['reserved', '2026-12-05T10:30:00+09:00', 'reserved'],
    ['reserved', '2026-12-05T10:30:00.001+09:00', 'no_show'],
    ['reserved', '2026-12-05T01:31:00Z', 'no_show'],
    ['reserved', '2026-12-06T10:00:00+09:00', 'no_show'],
    ['checked_in', '2026-12-06T10:00:00+09:00', 'checked_in'],
    ['checked_in', '2026-12-04T12:00:00+09:00', 'checked_in'],
    ['cancelled', '2026-12-06T10:00:00+09:00', 'cancelled'],
    ['no_show', '2026-12-05T10:00:00+09:00', 'no_show'],
  ])('stored %s, at %s: %s', (stored, now, expected) => {
    expect(reservationStatusAt(stored, new Date(startsAt), new Date(now))).toBe(expected)
  })
})

describe('cancellable', () => {
  const startsAt = '2026-12-05T10:00:00+09:00'
  it.each<[ReservationStatus, string, boolean]>([
    ['reserved', '2026-12-04T12:00:00+09:00', true],
    ['reserved', '2026-12-05T09:59:59.999+09:00', true],
    ['reserved', '2026-12-05T00:59:59Z', true],
    ['reserved', '2026-12-05T10:00:00+09:00', false],
    ['reserved', '2026-12-05T10:15:00+09:00', false],
    ['checked_in', '2026-12-04T12:00:00+09:00', false],
    ['cancelled', '2026-12-04T12:00:00+09:00', false],
    ['no_show', '2026-12-04T12:00:00+09:00', false],
  ])('stored %s, at %s: %s', (stored, now, expected) => {
    expect(cancellable(stored, new Date(startsAt), new Date(now))).toBe(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// iCalendar file
// ---------------------------------------------------------------------------------------------

/** RFC 5545 3.3.11 read back. */
function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (character === 'n' || character === 'N' ? '\n' : character))
}

/** RFC 5545 3.1 read back. */
function unfoldIcs(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n')
}

/**
 * Every physical line: at most 75 octets, valid UTF-8 on its own (no character split); when
 * `oneContentLine`, every line after the first is a continuation (begins with a space).
 */
function expectFolded(folded: string, oneContentLine = true) {
  const lines = folded.split('\r\n')
  const strict = new TextDecoder('utf-8', { fatal: true })
  lines.forEach((line, index) => {
    expect(octets(line)).toBeLessThanOrEqual(75)
    expect(strict.decode(encoder.encode(line))).toBe(line)
    if (oneContentLine && index > 0) expect(line.startsWith(' ')).toBe(true)
    expect(line).not.toMatch(/[\r\n]/)
  })
  return lines
}

describe('escapeIcsText', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line 1\nline 2', 'line 1\\nline 2'],
    ['line 1\r\nline 2', 'line 1\\nline 2'],
    ['line 1\rline 2', 'line 1\\nline 2'],
    ['\n\n', '\\n\\n'],
    ['a literal \\n', 'a literal \\\\n'],
    ['10:00-10:30', '10:00-10:30'],
    ['東京都、渋谷区；4階', '東京都、渋谷区；4階'],
    ['Shibuya, 4F; \\ 1\n2', 'Shibuya\\, 4F\\; \\\\ 1\\n2'],
    ['', ''],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeIcsText(text)).toBe(escaped)
    expect(unescapeIcsText(escapeIcsText(text))).toBe(text.replace(/\r\n|\r/g, '\n'))
  })
})

describe('foldIcsLine', () => {
  it.each([
    ['empty', '', ['']],
    ['75 ASCII octets', 'A'.repeat(75), ['A'.repeat(75)]],
    ['76 ASCII octets', 'A'.repeat(76), ['A'.repeat(75), ` A`]],
    ['75 + 74 ASCII octets', 'A'.repeat(149), ['A'.repeat(75), ` ${'A'.repeat(74)}`]],
    ['75 + 75 ASCII octets', 'A'.repeat(150), ['A'.repeat(75), ` ${'A'.repeat(74)}`, ' A']],
    ['25 Japanese characters (75 octets)', 'あ'.repeat(25), ['あ'.repeat(25)]],
    ['26 Japanese characters', 'あ'.repeat(26), ['あ'.repeat(25), ' あ']],
    ['a Japanese character across octet 75', `A${'あ'.repeat(25)}`, [`A${'あ'.repeat(24)}`, ' あ']],
    ['a Japanese character ending at octet 75', `${'A'.repeat(72)}あB`, [`${'A'.repeat(72)}あ`, ' B']],
    ['an emoji across octet 75', `${'A'.repeat(72)}😀`, ['A'.repeat(72), ' 😀']],
    ['an emoji ending at octet 75', `${'A'.repeat(71)}😀B`, [`${'A'.repeat(71)}😀`, ' B']],
    ['emoji only', '😀'.repeat(19), ['😀'.repeat(18), ' 😀']],
    ['emoji on a continuation line', `${'A'.repeat(75)}${'A'.repeat(71)}😀`, ['A'.repeat(75), ` ${'A'.repeat(71)}`, ' 😀']],
  ])('%s', (_what, line, expected) => {
    const folded = foldIcsLine(line)
    expect(folded.split('\r\n')).toEqual(expected)
    expectFolded(folded)
    expect(unfoldIcs(folded)).toEqual([line])
  })

  it.each([
    ['Japanese', `DESCRIPTION:${'トポロダンジョンのご予約ありがとうございます。'.repeat(6)}`],
    ['emoji', `SUMMARY:${'🐉⚔️🛡️🧙‍♀️🗝️'.repeat(12)}`],
    ['mixed', `LOCATION:${'東京都渋谷区 4F, Topolo Dungeon 🏰 '.repeat(8)}`],
    ['escapes', `DESCRIPTION:${escapeIcsText('行1\n行2; a, b \\ c\n'.repeat(15))}`],
  ])('folds a long %s line into full lines of at most 75 octets', (_what, line) => {
    const lines = expectFolded(foldIcsLine(line))
    expect(lines.length).toBeGreaterThan(1)
    // Greedy: a line is cut only when its next character would not fit.
    for (let index = 0; index < lines.length - 1; index += 1) {
      const next = [...(lines[index + 1] ?? '').slice(1)][0] ?? ''
      expect(octets(lines[index] ?? '') + octets(next)).toBeGreaterThan(75)
    }
    expect(unfoldIcs(foldIcsLine(line))).toEqual([line])
  })
})

describe('reservationIcs', () => {
  const event: ReservationEvent = {
    uid: 'R-ABCD2345@topolo.example',
    // Saturday 10:00-10:30 in Tokyo, given in UTC.
    startsAt: new Date('2026-12-05T01:00:00Z'),
    endsAt: new Date('2026-12-05T01:30:00Z'),
    summary: 'トポロダンジョン; 予約, 10:00 \\ 🐉',
    location: 'Topolo Dungeon, 東京都渋谷区 1-2-3 4F; 駅から徒歩7分',
    description: `予約コード：ABCD-2345\n${'お時間の10分前までにお越しください。🗝️ '.repeat(5)}\r\nLine 3, with; specials \\n`,
    stamp: new Date('2026-12-04T03:04:05.678Z'),
  }

  const propertyOf = (lines: string[], name: string) => lines.filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))

  it('ends every line with CRLF and folds lines to at most 75 octets', () => {
    const ics = reservationIcs(event)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const physical = expectFolded(ics.slice(0, -2), false)
    expect(physical.some((line) => line.startsWith(' '))).toBe(true)
  })

  it('declares Asia/Tokyo and gives the start and end in Tokyo wall time', () => {
    const lines = unfoldIcs(reservationIcs(event))
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
    expect(lines.at(-1)).toBe('')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    const timezone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1)
    expect(timezone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'TZNAME:JST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ])
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'))
    expect(propertyOf(lines, 'DTSTART').at(-1)).toBe('DTSTART;TZID=Asia/Tokyo:20261205T100000')
    expect(propertyOf(lines, 'DTEND')).toEqual(['DTEND;TZID=Asia/Tokyo:20261205T103000'])
    expect(propertyOf(lines, 'DTSTAMP')).toEqual(['DTSTAMP:20261204T030405Z'])
    expect(propertyOf(lines, 'UID')).toEqual(['UID:R-ABCD2345@topolo.example'])
  })

  it.each([
    ['2026-12-05T01:00:00Z', '2026-12-05T01:30:00Z', '20261205T100000', '20261205T103000'],
    ['2026-12-07T13:00:00Z', '2026-12-07T13:30:00Z', '20261207T220000', '20261207T223000'],
    ['2026-12-07T22:00:00+09:00', '2026-12-07T22:30:00+09:00', '20261207T220000', '20261207T223000'],
    // Across Tokyo midnight while UTC stays on the 4th / crosses the year in Tokyo only.
    ['2026-12-04T14:30:00Z', '2026-12-04T15:00:00Z', '20261204T233000', '20261205T000000'],
    ['2026-12-31T15:00:00Z', '2026-12-31T15:30:00Z', '20270101T000000', '20270101T003000'],
    ['2026-12-07T05:00:00-08:00', '2026-12-07T05:30:00-08:00', '20261207T220000', '20261207T223000'],
  ])('an event from %s to %s is %s-%s in Tokyo', (startsAt, endsAt, start, end) => {
    const lines = unfoldIcs(reservationIcs({ ...event, startsAt: new Date(startsAt), endsAt: new Date(endsAt) }))
    expect(lines).toContain(`DTSTART;TZID=Asia/Tokyo:${start}`)
    expect(lines).toContain(`DTEND;TZID=Asia/Tokyo:${end}`)
  })

  it.each([
    [undefined, 'PUBLISH', 'CONFIRMED'],
    [false, 'PUBLISH', 'CONFIRMED'],
    [true, 'CANCEL', 'CANCELLED'],
  ])('cancelled %s: METHOD:%s, STATUS:%s', (cancelled, method, status) => {
    const lines = unfoldIcs(reservationIcs({ ...event, cancelled }))
    expect(propertyOf(lines, 'METHOD')).toEqual([`METHOD:${method}`])
    expect(propertyOf(lines, 'STATUS')).toEqual([`STATUS:${status}`])
    expect(propertyOf(lines, 'UID')).toEqual([`UID:${event.uid}`])
  })

  it('escapes SUMMARY, LOCATION and DESCRIPTION, and reads back the input once unfolded', () => {
    const lines = unfoldIcs(reservationIcs(event))
    const textOf = (name: string) => {
      const [line, ...others] = propertyOf(lines, name)
      expect(others).toEqual([])
      return (line ?? '').slice(name.length + 1)
    }
    expect(textOf('SUMMARY')).toBe('トポロダンジョン\\; 予約\\, 10:00 \\\\ 🐉')
    expect(textOf('LOCATION')).toBe('Topolo Dungeon\\, 東京都渋谷区 1-2-3 4F\\; 駅から徒歩7分')
    expect(textOf('DESCRIPTION')).not.toMatch(/[\r\n]/)
    expect(unescapeIcsText(textOf('SUMMARY'))).toBe(event.summary)
    expect(unescapeIcsText(textOf('LOCATION'))).toBe(event.location)
    expect(unescapeIcsText(textOf('DESCRIPTION'))).toBe(event.description.replace(/\r\n/g, '\n'))
  })

  it('is one event in one calendar', () => {
    const lines = unfoldIcs(reservationIcs(event))
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1)
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1)
  })
})

// ---------------------------------------------------------------------------------------------
// Reservation codes
// ---------------------------------------------------------------------------------------------

describe('normalizeReservationCode', () => {
  it('is 8 characters of the join code alphabet, without I, L, O, 0 and 1', () => {
    expect(RESERVATION_CODE_LENGTH).toBe(8)
    expect(CODE_ALPHABET).toHaveLength(31)
    for (const character of 'ILO01') expect(CODE_ALPHABET).not.toContain(character)
  })

  it.each([
    ['ABCD2345', 'canonical'],
    ['abcd2345', 'lower case'],
    ['AbCd2345', 'mixed case'],
    ['ABCD-2345', 'the displayed form'],
    ['abcd-2345', 'the displayed form in lower case'],
    ['ABCD 2345', 'a space'],
    [' ABCD 2345 ', 'spaces around'],
    ['AB CD-23 45', 'spaces and dashes anywhere'],
    ['A-B-C-D-2-3-4-5', 'a dash between each'],
    ['ABCD\t2345\n', 'a tab and a line break'],
    ['ＡＢＣＤ２３４５', 'full-width'],
    ['ａｂｃｄ２３４５', 'full-width lower case'],
    ['ＡＢＣＤ－２３４５', 'a full-width dash'],
    ['ABCD\u30002345', 'an ideographic space'],
    ['ABCDー2345', 'a katakana long vowel mark'],
    ['ABCDｰ2345', 'a half-width katakana long vowel mark'],
    ['ABCD‐2345', 'a hyphen'],
    ['ABCD–2345', 'an en dash'],
    ['ABCD—2345', 'an em dash'],
    ['ABCD−2345', 'a minus sign'],
  ])('%j (%s) is ABCD2345', (typed) => {
    expect(normalizeReservationCode(typed)).toBe('ABCD2345')
  })

  it.each([
    ['ABCI2345', 'I'],
    ['abci2345', 'i'],
    ['ABCL2345', 'L'],
    ['abcl2345', 'l'],
    ['ABCO2345', 'O'],
    ['abco2345', 'o'],
    ['ABC02345', '0'],
    ['ABC12345', '1'],
    ['ＡＢＣＩ２３４５', 'a full-width I'],
    ['ABC０2345', 'a full-width 0'],
    ['ABCD234', '7 characters'],
    ['ABCD-234', '7 characters and a dash'],
    ['ABCD23456', '9 characters'],
    ['ABCD-2345-6789', '12 characters (a coupon code)'],
    ['', 'empty'],
    ['--------', 'dashes only'],
    ['        ', 'spaces only'],
    ['ABCD_2345', 'an underscore'],
    ['ABCD.2345', 'a dot'],
    ['ABCD/234', 'a slash'],
    ['あいうえおかきく', 'kana'],
    ['ABCDÉ234', 'an accented letter'],
  ])('%j (%s) is refused', (typed) => {
    expect(normalizeReservationCode(typed)).toBeNull()
  })

  it('is the typed-code rule at length 8', () => {
    expect(normalizeTypedCode('abcd-2345', 8)).toBe('ABCD2345')
    expect(normalizeTypedCode('abcd-2345', 12)).toBeNull()
  })
})

describe('formatReservationCode', () => {
  it.each([
    ['ABCD2345', 'ABCD-2345'],
    ['WXYZ9876', 'WXYZ-9876'],
    ['ABCD23456789', 'ABCD-2345-6789'],
    ['ABCD', 'ABCD'],
    ['ABC', 'ABC'],
    ['', ''],
  ])('%j is shown %j', (code, shown) => {
    expect(formatReservationCode(code)).toBe(shown)
    expect(formatTypedCode(code)).toBe(shown)
  })

  it.each(['ABCD2345', 'ZZZZ2222', 'HJKM6789'])('%s reads back from its display form', (code) => {
    expect(normalizeReservationCode(formatReservationCode(code))).toBe(code)
    expect(normalizeReservationCode(formatReservationCode(code).toLowerCase())).toBe(code)
  })
})

// Sanity check on the clock: NOW is noon on Friday 2026-12-04 in Tokyo whatever the machine's TZ.
describe('pinned clock', () => {
  it('reads NOW in Tokyo', () => {
    expect(tokyoIso(new Date(NOW))).toBe('2026-12-04T12:00:00+09:00')
    expect(new Date(NOW).toISOString()).toBe('2026-12-04T03:00:00.000Z')
  })
})
