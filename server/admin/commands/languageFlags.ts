/**
 * The admin commands' per-language flags (`--title-ja`, `--message-zh-CN`...) and the API's keys
 * of a localized text (spec section 3), for the commands that post venue texts.
 */
export const LANGUAGE_FLAGS = [
  { flag: 'ja', key: 'ja' },
  { flag: 'en', key: 'en' },
  { flag: 'ko', key: 'ko' },
  { flag: 'zh-CN', key: 'zhcn' },
  { flag: 'zh-TW', key: 'zhtw' },
] as const

/** parseArgs options for `--<prefix>-<language>`, in both spellings (`zh-CN`, `zh-cn`). */
export function languageOptions(prefix: string): Record<string, { type: 'string' }> {
  const options: Record<string, { type: 'string' }> = {}
  for (const { flag } of LANGUAGE_FLAGS) for (const spelling of new Set([flag, flag.toLowerCase()])) options[`${prefix}-${spelling}`] = { type: 'string' }
  return options
}

/** The localized text given by `--<prefix>-<language>` flags: only the languages given. */
export function localizedFlags(given: Record<string, string | undefined>, prefix: string): Record<string, string> {
  const text: Record<string, string> = {}
  for (const { flag, key } of LANGUAGE_FLAGS) {
    const value = given[`${prefix}-${flag}`] ?? given[`${prefix}-${flag.toLowerCase()}`]
    if (value !== undefined) text[key] = value
  }
  return text
}
