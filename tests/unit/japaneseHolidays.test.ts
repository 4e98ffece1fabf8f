import { describe, expect, it } from 'vitest'
import { autumnalEquinoxDay, holidayOn, holidaysOfYear, isHoliday, vernalEquinoxDay } from '../../src/domain/japaneseHolidays.ts'
import { addDays, weekdayOf } from '../../src/domain/schedule/tokyoTime.ts'

/**
 * Every public holiday per year as MMDD. 2000-2027 are the dates the Cabinet Office published
 * (2021 with the Olympic moves of Marine, Sports and Mountain Day); 2028-2050 are the dates the
 * holiday_jp data set lists, computed there with the same equinox approximation, so they check
 * the substitute and citizens' holiday rules over many calendars.
 */
const KNOWN: [number, string][] = [
  [2000, '0101 0110 0211 0320 0429 0503 0504 0505 0720 0915 0923 1009 1103 1123 1223'],
  [2001, '0101 0108 0211 0212 0320 0429 0430 0503 0504 0505 0720 0915 0923 0924 1008 1103 1123 1223 1224'],
  [2002, '0101 0114 0211 0321 0429 0503 0504 0505 0506 0720 0915 0916 0923 1014 1103 1104 1123 1223'],
  [2003, '0101 0113 0211 0321 0429 0503 0505 0721 0915 0923 1013 1103 1123 1124 1223'],
  [2004, '0101 0112 0211 0320 0429 0503 0504 0505 0719 0920 0923 1011 1103 1123 1223'],
  [2005, '0101 0110 0211 0320 0321 0429 0503 0504 0505 0718 0919 0923 1010 1103 1123 1223'],
  [2006, '0101 0102 0109 0211 0321 0429 0503 0504 0505 0717 0918 0923 1009 1103 1123 1223'],
  [2007, '0101 0108 0211 0212 0321 0429 0430 0503 0504 0505 0716 0917 0923 0924 1008 1103 1123 1223 1224'],
  [2008, '0101 0114 0211 0320 0429 0503 0504 0505 0506 0721 0915 0923 1013 1103 1123 1124 1223'],
  [2009, '0101 0112 0211 0320 0429 0503 0504 0505 0506 0720 0921 0922 0923 1012 1103 1123 1223'],
  [2010, '0101 0111 0211 0321 0322 0429 0503 0504 0505 0719 0920 0923 1011 1103 1123 1223'],
  [2011, '0101 0110 0211 0321 0429 0503 0504 0505 0718 0919 0923 1010 1103 1123 1223'],
  [2012, '0101 0102 0109 0211 0320 0429 0430 0503 0504 0505 0716 0917 0922 1008 1103 1123 1223 1224'],
  [2013, '0101 0114 0211 0320 0429 0503 0504 0505 0506 0715 0916 0923 1014 1103 1104 1123 1223'],
  [2014, '0101 0113 0211 0321 0429 0503 0504 0505 0506 0721 0915 0923 1013 1103 1123 1124 1223'],
  [2015, '0101 0112 0211 0321 0429 0503 0504 0505 0506 0720 0921 0922 0923 1012 1103 1123 1223'],
  [2016, '0101 0111 0211 0320 0321 0429 0503 0504 0505 0718 0811 0919 0922 1010 1103 1123 1223'],
  [2017, '0101 0102 0109 0211 0320 0429 0503 0504 0505 0717 0811 0918 0923 1009 1103 1123 1223'],
  [2018, '0101 0108 0211 0212 0321 0429 0430 0503 0504 0505 0716 0811 0917 0923 0924 1008 1103 1123 1223 1224'],
  [2019, '0101 0114 0211 0321 0429 0430 0501 0502 0503 0504 0505 0506 0715 0811 0812 0916 0923 1014 1022 1103 1104 1123'],
  [2020, '0101 0113 0211 0223 0224 0320 0429 0503 0504 0505 0506 0723 0724 0810 0921 0922 1103 1123'],
  [2021, '0101 0111 0211 0223 0320 0429 0503 0504 0505 0722 0723 0808 0809 0920 0923 1103 1123'],
  [2022, '0101 0110 0211 0223 0321 0429 0503 0504 0505 0718 0811 0919 0923 1010 1103 1123'],
  [2023, '0101 0102 0109 0211 0223 0321 0429 0503 0504 0505 0717 0811 0918 0923 1009 1103 1123'],
  [2024, '0101 0108 0211 0212 0223 0320 0429 0503 0504 0505 0506 0715 0811 0812 0916 0922 0923 1014 1103 1104 1123'],
  [2025, '0101 0113 0211 0223 0224 0320 0429 0503 0504 0505 0506 0721 0811 0915 0923 1013 1103 1123 1124'],
  [2026, '0101 0112 0211 0223 0320 0429 0503 0504 0505 0506 0720 0811 0921 0922 0923 1012 1103 1123'],
  [2027, '0101 0111 0211 0223 0321 0322 0429 0503 0504 0505 0719 0811 0920 0923 1011 1103 1123'],
  [2028, '0101 0110 0211 0223 0320 0429 0503 0504 0505 0717 0811 0918 0922 1009 1103 1123'],
  [2029, '0101 0108 0211 0212 0223 0320 0429 0430 0503 0504 0505 0716 0811 0917 0923 0924 1008 1103 1123'],
  [2030, '0101 0114 0211 0223 0320 0429 0503 0504 0505 0506 0715 0811 0812 0916 0923 1014 1103 1104 1123'],
  [2031, '0101 0113 0211 0223 0224 0321 0429 0503 0504 0505 0506 0721 0811 0915 0923 1013 1103 1123 1124'],
  [2032, '0101 0112 0211 0223 0320 0429 0503 0504 0505 0719 0811 0920 0921 0922 1011 1103 1123'],
  [2033, '0101 0110 0211 0223 0320 0321 0429 0503 0504 0505 0718 0811 0919 0923 1010 1103 1123'],
  [2034, '0101 0102 0109 0211 0223 0320 0429 0503 0504 0505 0717 0811 0918 0923 1009 1103 1123'],
  [2035, '0101 0108 0211 0212 0223 0321 0429 0430 0503 0504 0505 0716 0811 0917 0923 0924 1008 1103 1123'],
  [2036, '0101 0114 0211 0223 0320 0429 0503 0504 0505 0506 0721 0811 0915 0922 1013 1103 1123 1124'],
  [2037, '0101 0112 0211 0223 0320 0429 0503 0504 0505 0506 0720 0811 0921 0922 0923 1012 1103 1123'],
  [2038, '0101 0111 0211 0223 0320 0429 0503 0504 0505 0719 0811 0920 0923 1011 1103 1123'],
  [2039, '0101 0110 0211 0223 0321 0429 0503 0504 0505 0718 0811 0919 0923 1010 1103 1123'],
  [2040, '0101 0102 0109 0211 0223 0320 0429 0430 0503 0504 0505 0716 0811 0917 0922 1008 1103 1123'],
  [2041, '0101 0114 0211 0223 0320 0429 0503 0504 0505 0506 0715 0811 0812 0916 0923 1014 1103 1104 1123'],
  [2042, '0101 0113 0211 0223 0224 0320 0429 0503 0504 0505 0506 0721 0811 0915 0923 1013 1103 1123 1124'],
  [2043, '0101 0112 0211 0223 0321 0429 0503 0504 0505 0506 0720 0811 0921 0922 0923 1012 1103 1123'],
  [2044, '0101 0111 0211 0223 0320 0321 0429 0503 0504 0505 0718 0811 0919 0922 1010 1103 1123'],
  [2045, '0101 0102 0109 0211 0223 0320 0429 0503 0504 0505 0717 0811 0918 0922 1009 1103 1123'],
  [2046, '0101 0108 0211 0212 0223 0320 0429 0430 0503 0504 0505 0716 0811 0917 0923 0924 1008 1103 1123'],
  [2047, '0101 0114 0211 0223 0321 0429 0503 0504 0505 0506 0715 0811 0812 0916 0923 1014 1103 1104 1123'],
  [2048, '0101 0113 0211 0223 0224 0320 0429 0503 0504 0505 0506 0720 0811 0921 0922 1012 1103 1123'],
  [2049, '0101 0111 0211 0223 0320 0429 0503 0504 0505 0719 0811 0920 0921 0922 1011 1103 1123'],
  [2050, '0101 0110 0211 0223 0320 0321 0429 0503 0504 0505 0718 0811 0919 0923 1010 1103 1123'],
]

const dates = (year: number) =>
  holidaysOfYear(year)
    .map((holiday) => holiday.date.slice(5).replace('-', ''))
    .join(' ')

describe('Japanese public holidays', () => {
  it.each(KNOWN)('lists every holiday of %i', (year, expected) => {
    expect(dates(year)).toBe(expected)
  })

  it("names the 2026 holidays, including the substitute and the citizens' holiday", () => {
    expect(holidaysOfYear(2026).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      '2026-01-01 元日',
      '2026-01-12 成人の日',
      '2026-02-11 建国記念の日',
      '2026-02-23 天皇誕生日',
      '2026-03-20 春分の日',
      '2026-04-29 昭和の日',
      '2026-05-03 憲法記念日',
      '2026-05-04 みどりの日',
      '2026-05-05 こどもの日',
      '2026-05-06 振替休日',
      '2026-07-20 海の日',
      '2026-08-11 山の日',
      '2026-09-21 敬老の日',
      '2026-09-22 国民の休日',
      '2026-09-23 秋分の日',
      '2026-10-12 スポーツの日',
      '2026-11-03 文化の日',
      '2026-11-23 勤労感謝の日',
    ])
  })

  it.each([
    ['2027-03-22', 'substitute', '振替休日'],
    ['2008-05-06', 'substitute', '振替休日'],
    ['2009-09-22', 'citizens', '国民の休日'],
    ['2006-05-04', 'citizens', '国民の休日'],
    ['2019-04-30', 'citizens', '国民の休日'],
    ['2019-05-01', 'national', '天皇の即位の日'],
    ['2019-10-22', 'national', '即位礼正殿の儀の行われる日'],
    ['2019-10-14', 'national', '体育の日'],
    ['2020-07-24', 'national', 'スポーツの日'],
    ['2021-08-09', 'substitute', '振替休日'],
  ])('%s is a %s holiday (%s)', (date, kind, name) => {
    expect(holidayOn(date)).toEqual({ date, kind, name })
  })

  it.each([
    ['2003-05-04', 'a Sunday between two holidays before 2007 stayed a plain Sunday'],
    ['2019-12-23', "no Emperor's Birthday in 2019"],
    ['2021-07-19', 'Marine Day moved to July 22 in 2021'],
    ['2021-10-11', 'Sports Day moved to July 23 in 2021'],
    ['2026-11-24', 'an ordinary Tuesday'],
  ])('%s is not a holiday: %s', (date) => {
    expect(isHoliday(date)).toBe(false)
  })

  describe('holds its rules for every year 2000-2100', () => {
    const years = Array.from({ length: 101 }, (_, index) => 2000 + index)

    it.each(years)('%i', (year) => {
      const holidays = holidaysOfYear(year)
      expect(holidays.length).toBeGreaterThanOrEqual(15)
      expect(holidays.length).toBeLessThanOrEqual(22)
      expect(holidays.map((holiday) => holiday.date)).toEqual([...new Set(holidays.map((holiday) => holiday.date))].sort())
      for (const holiday of holidays) {
        expect(holiday.date.startsWith(`${year}-`)).toBe(true)
        // Happy Monday days: Coming of Age and Sports Day from 2000, Marine and Respect for the Aged Day from 2003.
        const happyMonday = ['成人の日', 'スポーツの日', '体育の日'].includes(holiday.name) || (year >= 2003 && ['海の日', '敬老の日'].includes(holiday.name))
        if (happyMonday && year !== 2020 && year !== 2021) {
          expect(weekdayOf(holiday.date), `${holiday.date} ${holiday.name}`).toBe(1)
        }
        if (holiday.kind === 'substitute') {
          // The run of holidays just before it starts on a Sunday.
          let day = addDays(holiday.date, -1)
          while (holidayOn(day)?.kind === 'national' && weekdayOf(day) !== 0) day = addDays(day, -1)
          expect(weekdayOf(day), holiday.date).toBe(0)
          expect(holidayOn(day)?.kind).toBe('national')
        }
        if (holiday.kind === 'citizens') {
          expect(holidayOn(addDays(holiday.date, -1))?.kind).toBe('national')
          expect(holidayOn(addDays(holiday.date, 1))?.kind).toBe('national')
        }
      }
      // No national holiday on a Sunday lacks its substitute.
      for (const holiday of holidays.filter((item) => item.kind === 'national' && weekdayOf(item.date) === 0)) {
        let next = addDays(holiday.date, 1)
        while (holidayOn(next)?.kind === 'national') next = addDays(next, 1)
        expect(holidayOn(next)?.kind, `substitute after ${holiday.date}`).toBe('substitute')
      }
      expect(vernalEquinoxDay(year)).toBeGreaterThanOrEqual(19)
      expect(vernalEquinoxDay(year)).toBeLessThanOrEqual(21)
      expect(autumnalEquinoxDay(year)).toBeGreaterThanOrEqual(22)
      expect(autumnalEquinoxDay(year)).toBeLessThanOrEqual(24)
    })
  })

  it('refuses years its rules do not cover', () => {
    expect(() => holidaysOfYear(1979)).toThrow(RangeError)
    expect(() => holidaysOfYear(2151)).toThrow(RangeError)
    expect(() => holidaysOfYear(2026.5)).toThrow(RangeError)
  })
})
