import type { LanguageGlossary } from './glossary.ts'

/** Japanese, the source language: です・ます on every screen, full-width 、。「」！？ (docs/glossary.md). */
export const ja: LanguageGlossary = {
  terms: {
    topolo: { use: 'トポロ', avoid: ['トーポロ', 'トポロー'] },
    goldTopolo: { use: 'ゴールドトポロ', avoid: ['金トポロ', 'ゴールド・トポロ'] },
    silverTopolo: { use: 'シルバートポロ', avoid: ['銀トポロ', 'シルバー・トポロ'] },
    itemHunt: { use: 'アイテムハント', avoid: ['ガチャ', 'アイテム・ハント'] },
    party: { use: 'パーティー', avoid: [/パーティ(?!ー)/] },
    leader: { use: 'リーダー', avoid: [/代表者(?!$)/], note: '代表者 alone is the company profile\'s representative director.' },
    member: { use: 'メンバー', avoid: [] },
    entry: { use: 'エントリー', avoid: [/エントリ(?!ー)/] },
    entryNumber: { use: 'エントリー番号', avoid: [], note: '受付番号 is an inquiry\'s reference number, another thing.' },
    joinCode: { use: '参加コード', avoid: ['招待コード', 'ジョインコード'] },
    checkIn: { use: '受付', avoid: ['チェックイン'] },
    counter: { use: 'カウンター', avoid: [/カウンタ(?!ー)/] },
    deposit: { use: '予約金', avoid: ['デポジット', '前金', '前払い金'], note: 'デポジット reads as refundable; the deposit is not refunded.' },
    reservation: { use: '予約', avoid: [] },
    quest: { use: 'クエスト', avoid: [] },
    firstTimeSet: { use: '初回限定セット', avoid: [/初回(?!限定)セット/, /はじめての(ゴールド|シルバー)?セット/, 'はじめての方向けセット'] },
    present: { use: 'プレゼント', avoid: ['ギフト'] },
    news: { use: 'お知らせ', avoid: ['ニュース'] },
    play: { use: 'プレイ', avoid: ['プレー'] },
    rates: { use: '料金', avoid: [] },
    email: { use: 'メールアドレス', avoid: ['Eメール', 'eメール', 'メイルアドレス'] },
    signIn: { use: 'ログイン', avoid: ['サインイン'] },
    signOut: { use: 'ログアウト', avoid: ['サインアウト'] },
    signUp: { use: '会員登録', avoid: ['サインアップ'] },
    brand: { use: 'トポロ・ダンジョン', avoid: [/(?<!#)トポロダンジョン/, 'Topolo Dungeon'], note: 'The hashtag #トポロダンジョン cannot hold the dot.' },
  },
  rules: [
    { pattern: /[、。][ \u3000]/, why: 'no space after 、 or 。' },
    { pattern: /[\u3040-\u30ff\u3400-\u9fff][?!]/, why: 'full-width ？ and ！ in Japanese' },
    { pattern: /[\u3040-\u30ff\u3400-\u9fff]\(/, why: 'full-width （） around Japanese' },
    { pattern: /[\u3040-\u30ff\u3400-\u9fff]:/, why: 'full-width ： after Japanese' },
  ],
}
