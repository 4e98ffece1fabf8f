/**
 * Words a player name or party name may not contain, in the five languages of the product. Matched
 * after normalisation (see `normalizeForBannedWords`), so spacing, width, case and kana script do
 * not hide them. Kept short and unambiguous: a false refusal of an ordinary name costs more than
 * letting a rare rude one through, which staff can still rename.
 */
export const BANNED_WORDS: readonly string[] = [
  // English
  'fuck',
  'bitch',
  'nigger',
  'nigga',
  'faggot',
  'whore',
  'nazi',
  'hitler',
  // Japanese (hiragana: katakana is folded to hiragana before matching)
  'ちんこ',
  'まんこ',
  'ちんぽ',
  'せっくす',
  'れいぷ',
  'きちがい',
  '殺す',
  '死ね',
  // Korean
  '씨발',
  '병신',
  '좆',
  '개새끼',
  // Chinese (simplified and traditional)
  '傻逼',
  '操你',
  '肏',
  '屄',
  '婊子',
  '他妈的',
  '他媽的',
  '妈逼',
  '媽逼',
  '鸡巴',
  '雞巴',
]

/** NFKC, lower case, katakana folded to hiragana, and every space, mark and symbol removed. */
export function normalizeForBannedWords(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
  return folded.replace(/[\s\p{P}\p{S}ー]/gu, '')
}

/** Normalised on first use, not when the module loads: every page loads it, few check a name. */
let normalizedBanned: readonly string[] | undefined

export function containsBannedWord(text: string): boolean {
  normalizedBanned ??= BANNED_WORDS.map(normalizeForBannedWords)
  const normalized = normalizeForBannedWords(text)
  return normalizedBanned.some((word) => word !== '' && normalized.includes(word))
}
