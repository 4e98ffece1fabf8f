/** Facts about the venue given to visitors (spec section 1). Change them here only. */
export const OPENING_HOURS = {
  weekendsAndHolidays: { open: '10:00', close: '23:00' },
  weekdays: { open: '11:00', close: '23:00' },
  lastReception: '22:00',
} as const

export const VENUE = {
  floor: 4,
  walkMinutesFromStation: 7,
  postalCode: '150-0042',
  phone: '03-1234-5678',
  email: 'support@topolo-dungeon.example',
} as const
