import type { LanguageGlossary } from './glossary.ts'

/** The player's sources: every catalog but the staff kiosk's and the long-form pages' (legal and guide pages share `content`), and the server's texts but mails. */
const PLAYER = /^(catalog:(?!staff$|content$)|server:(inbox|news|master|product|present|hunt)$|app:)/
/** Where 합니다체 is the register: the staff kiosk and mails (the legal pages are in `content`, checked by hand). */
const FORMAL = /^(catalog:staff|server:mail)$/

/**
 * Korean (docs/glossary.md): 해요체 on every player screen, in inbox messages, news, master data,
 * products, presents and item hunts; 합니다체 only in the legal pages (terms, privacy policy, the
 * commercial transactions notice, the company profile), on the staff kiosk and in mails. The FAQ,
 * guide, facility and story pages of `content` are 해요체 too, kept by hand: the source label does
 * not tell them from the legal pages. Quotation marks are ‘ ’ (a quoted sentence “ ”, a work's title
 * 『 』), never ASCII quotes; a parenthesis follows its word without a space.
 */
export const ko: LanguageGlossary = {
  terms: {
    topolo: { use: '토폴로', avoid: ['토포로', '토뽀로', '토폴로우', /topolo(?![-.@\w])/i] },
    goldTopolo: { use: '골드 토폴로', avoid: ['골드토폴로', /(?<![가-힣])금 ?토폴로/, '금색 토폴로'] },
    silverTopolo: { use: '실버 토폴로', avoid: ['실버토폴로', /(?<![가-힣])은 ?토폴로/, '은색 토폴로'] },
    itemHunt: { use: '아이템 헌트', avoid: ['아이템헌트', '가챠', '아이템 사냥'], note: '뽑기 is the draw (引く), not the feature.' },
    party: { use: '파티', avoid: ['패티', /[\d}]팀/], note: 'A party is counted in 파티 (1파티), not 팀; 팀 빌딩 and 팀 대항전 are the corporate page\'s own words.' },
    leader: { use: '리더', avoid: [/대표자(?!$)/, '파티장'], note: '대표자 alone is the company profile\'s representative director.' },
    member: { use: '멤버', avoid: ['파티원', '맴버', '구성원'] },
    entry: { use: '엔트리', avoid: ['엔트래', '참가 신청', '참가 등록'] },
    entryNumber: { use: '엔트리 번호', avoid: ['엔트리번호', '입장 번호'], note: '접수 번호 is an inquiry\'s reference number, another thing.' },
    joinCode: { use: '참가 코드', avoid: ['참가코드', '초대 코드', '참여 코드'] },
    checkIn: { use: '접수', avoid: ['체크인', '체크 인', '최종 입장'], note: 'Checking in at the counter (受付); the place is the 카운터. A reservation is 예약 마감 / 예약 오픈 전, not 접수.' },
    counter: { use: '카운터', avoid: ['접수처', '프런트', '프론트', '데스크'] },
    deposit: { use: '예약금', avoid: ['보증금', '디파짓', '선불금', '계약금', '예치금', '선금'], note: 'The deposit is not refunded: no word that promises it back.' },
    reservation: { use: '예약', avoid: ['부킹', '예매'] },
    quest: { use: '퀘스트', avoid: ['케스트', '미션'] },
    firstTimeSet: {
      use: '첫 구매 한정 세트',
      avoid: [/첫 구매(?! 한정)/, '초회 한정', '처음 이용하시는 분을 위한 세트'],
      note: 'Products: 첫 구매 한정 골드 세트, 첫 구매 한정 실버 세트.',
    },
    present: { use: '선물', avoid: ['프레젠트', '프레젠또', '기프트'] },
    news: { use: '공지사항', avoid: [/공지(?!사항)/, /뉴스(?!레터)/], note: '뉴스레터 is the mail magazine (メールマガジン).' },
    play: { use: '플레이', avoid: ['플래이', '플레잉'] },
    rates: { use: '요금', avoid: ['이용료', '입장료', '요금표'] },
    email: { use: '이메일 주소', avoid: [/(?<!이)메일 ?주소/, '이메일주소', '전자우편', 'E메일', 'e메일'] },
    signIn: { use: '로그인', avoid: ['사인인', '로그 인'] },
    signOut: { use: '로그아웃', avoid: ['사인아웃', '로그 아웃'] },
    signUp: { use: '회원가입', avoid: ['회원 가입', '사인업'] },
    brand: { use: '토폴로 던전', avoid: [/(?<!#)토폴로던전/, 'Topolo Dungeon', '토포로 던전'], note: 'The hashtag #토폴로던전 cannot hold the space.' },
  },
  rules: [
    { pattern: /니다[.!?]?(?=\s|$|[)’”』])|니까\?|십시오/, why: '해요체 on player screens, not 합니다체 (-ㅂ니다, -ㅂ니까, -십시오)', in: PLAYER },
    { pattern: /(?<!니)다(?:[.!]|$)/, why: '해요체 on player screens, not the plain 해라체 (-다)', in: PLAYER },
    { pattern: /(?<!세)요(?:[.!?](?=\s|$)|$)/, why: '합니다체 on the staff kiosk and in mails, not 해요체 (a request may end in -세요)', in: FORMAL },
    { pattern: /['"]/, why: 'Korean quotation marks ‘ ’ (“ ” for a quoted sentence), not ASCII quotes' },
    { pattern: /[「」]/, why: 'Korean quotation marks ‘ ’ around a name, not 「」 (『』 only for a work\'s title)' },
    { pattern: /[（）：！？、。～]/, why: 'half-width punctuation in Korean: ( ) : ! ? , . ~' },
    { pattern: /[가-힣}] \(/, why: 'no space before a parenthesis: 요금(세금 포함)' },
  ],
}
