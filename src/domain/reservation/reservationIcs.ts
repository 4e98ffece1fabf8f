/**
 * A reservation as an iCalendar file (RFC 5545) for the visitor's calendar: one event in the
 * venue's time zone, Asia/Tokyo, declared in the file, so a phone elsewhere shows the right hour.
 * Pure: the texts come in already translated.
 */

export type ReservationEvent = {
  /** Stable across downloads, so importing twice updates the event instead of adding another. */
  uid: string
  startsAt: Date
  endsAt: Date
  summary: string
  location: string
  description: string
  /** When the file was made (DTSTAMP). */
  stamp: Date
  /** The event is cancelled (the file then removes it from calendars that have it). */
  cancelled?: boolean
}

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000

/** `YYYYMMDDTHHMMSS` of an instant as Tokyo wall-clock time. */
function tokyoStamp(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 19).replace(/[-:]/g, '')
}

/** `YYYYMMDDTHHMMSSZ` in UTC. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The .ics text of one reservation, CRLF line endings. */
export function reservationIcs(event: ReservationEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Topolo Dungeon//Reservation//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Tokyo',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0900',
    'TZOFFSETTO:+0900',
    'TZNAME:JST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Asia/Tokyo:${tokyoStamp(event.startsAt)}`,
    `DTEND;TZID=Asia/Tokyo:${tokyoStamp(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
