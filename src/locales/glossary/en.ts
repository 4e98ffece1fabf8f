import type { LanguageGlossary } from './glossary.ts'

/**
 * English (docs/glossary.md): US spelling, second person, plain and friendly; sentence case for
 * buttons and headings (names keep their capitals: Topolo Dungeon, Item Hunt, My Page, Rank Battle,
 * Terms of Use, Privacy Policy); contractions on player screens, full forms in the legal texts;
 * the typographic apostrophe ’ and quotes “ ” (an ASCII apostrophe next to a placeholder is an ICU
 * escape).
 */
export const en: LanguageGlossary = {
  terms: {
    topolo: {
      use: 'topolo',
      avoid: [/\btopolos\b/i, /\b(with|[Bb]uy|to|the|your|and|more|in|some|enough|[Pp]urchased|[Uu]nused) Topolo\b(?! (Dungeon|Entertainment|Bldg\.))/, /& Topolo\b/],
      note: 'Lowercase and the same in the plural; a capital only to start a sentence or a label.',
    },
    goldTopolo: { use: 'gold topolo', avoid: [/\bGold Topolo\b/, /\bgold-topolo\b/i, /\bgolden topolo\b/i, /\btopolo \(gold\)/i] },
    silverTopolo: { use: 'silver topolo', avoid: [/\bSilver Topolo\b/, /\bsilver-topolo\b/i, /\btopolo \(silver\)/i] },
    itemHunt: {
      use: 'Item Hunt',
      avoid: [/\b[Ii]tem hunts?\b/, /\bitem-hunt\b/i, /\bgacha\b/i, /\bthe Item Hunt\b/i, /\bloot box/i],
      note: 'A name, with no article: “draw in Item Hunt”, “Go to Item Hunt”.',
    },
    party: { use: 'party', avoid: [/\bteams? of (2|3|two|three)\b/i, /\bsquads?\b/i, /\bParty Members\b/] },
    leader: {
      use: 'leader',
      avoid: [/\brepresentative\b/, /\bRepresentative (of|makes|reserves)\b/, /\bparty (captain|host|organizer)\b/i],
      note: '“Representative” alone is the company profile’s representative director.',
    },
    member: { use: 'member', avoid: [/\bteammates?\b/i, /\bmembership\b/i, /\bas a member you\b/i] },
    entry: { use: 'entry', avoid: [/\benrol(l)?ment\b/i, /\bgame registration\b/i] },
    entryNumber: { use: 'entry number', avoid: [/\bentry no\.?(?= |$)/i, /\bentry #/i, /\bticket number\b/i, /\breception number\b/i] },
    joinCode: { use: 'join code', avoid: [/\binvit(e|ation) codes?\b/i, /\bjoin-code\b/i, /\bparty codes?\b/i, /\bjoining codes?\b/i] },
    checkIn: {
      use: 'check in',
      avoid: [/\bCheck In\b/, /\bChecked In\b/, /\bcheckin\b/i, /\bCheck-In\b/, /\blast (admission|entry)\b/i],
      note: '“check in” for the verb, “check-in” for the noun (“Last check-in”).',
    },
    counter: { use: 'counter', avoid: [/\breception\b/i, /\bfront desk\b/i, /\bcashier\b/i] },
    deposit: {
      use: 'deposit',
      avoid: [/\breservation fee\b/i, /\bbooking fee\b/i, /\badvance payment\b/i, /\bpre-?payment\b/i, /\bdown payment\b/i, /(?<!non-)\brefundable deposit\b/i],
      note: 'It is not refunded: every text that names it says so (“non-refundable deposit”, “the deposit is not refunded”); see the rules.',
    },
    reservation: { use: 'reservation', avoid: [/\bReservation (Complete|Details|Calendar)\b/, /\bBook (Now|a Play)\b/] },
    quest: { use: 'quest', avoid: [/\bFinal Quest\b/, /\bmissions?\b/i, /\bstages? \d/i] },
    firstTimeSet: {
      use: 'first-time set',
      avoid: [/\bfirst-timer\b/i, /\bfirst-time-only\b/i, /\bfirst-time bundles?\b/i, /\bstarter (set|pack|bundle)s?\b/i, /\bbeginner(’s|s)? (set|pack|bundle)s?\b/i, /\bbundles?\b/i],
      note: 'The products: “First-time gold set”, “First-time silver set”.',
    },
    present: { use: 'gift', avoid: [/\bpresents?\b/i], note: 'The verb “presented” is fine.' },
    news: { use: 'news', avoid: [/\bannouncements?\b/i, /\bbulletins?\b/i, /\bClear Party News\b/] },
    play: { use: 'play', avoid: [/\bRepeat Play\b/, /\bFirst Play\b/, /\bgameplay\b/i, /\bplay-?through\b/i, /\bgame sessions?\b/i] },
    rates: {
      use: 'price',
      avoid: [/\bfees?\b/i, /(?<!\bdrop )\brates?\b/i, /\bpricing\b/i],
      note: '料金 is “price(s)”: “play price”, “child price”, “Prices”. “Drop rates” (提供割合) is another thing.',
    },
    email: { use: 'email', avoid: [/\be-mail/i, /\bE-?Mail\b/, /\bmail\b/i, /\bEmail Address\b/, /\bmail address\b/i] },
    signIn: { use: 'log in', avoid: [/\bsign(s|ed|ing)? ?in\b/i, /\bsign-in\b/i, /\bLog In\b/, /\blog-in\b/i, /\blogon\b/i] },
    signOut: { use: 'log out', avoid: [/\bsign(s|ed|ing)? ?out\b/i, /\bsign-out\b/i, /\bLog Out\b/, /\blog-?off\b/i, /\blogout\b/i] },
    signUp: {
      use: 'sign up',
      avoid: [/\bSign Up\b/, /\bSign-Up\b/, /\bsignup\b/i, /\bregist(er|ers|ered|ering|ration|rations)\b/i, /\bcreat(e|ed|ing) (an|your) account\b/i],
      note: '“sign up” for the verb, “sign-up” for the noun. Cards and coupons are “added”, so no text says “register”.',
    },
    brand: { use: 'Topolo Dungeon', avoid: [/(?<!#)TopoloDungeon/, /\bTopolo dungeon\b/, /\bTOPOLO DUNGEON\b/, /\bTopolo-Dungeon\b/i, /トポロ/] },
  },
  rules: [
    {
      // A text that names the deposit says it is not refunded (the legal texts say so too).
      pattern: /^(?![\s\S]*\b(non-refundable|not (be )?refunded|isn’t refunded|won’t be refunded)\b)[\s\S]*(?<!\{)\bdeposits?\b(?!\})/i,
      why: 'the deposit is not refunded: a text that names it says “non-refundable” or “not refunded”',
    },
    { pattern: /\b[Bb]ook(s|ed|ing|ings)?\b/, why: '“reserve” and “reservation”, not “book”', except: /^server:master$/ },
    { pattern: /'/, why: 'the typographic apostrophe ’ (an ASCII one next to a placeholder is an ICU escape)' },
    { pattern: /"/, why: 'typographic quotes “ ”' },
    { pattern: /\b(cancell(ed|ing)|defence|offence|licence|colour\w*|favour\w*|centre|apologis\w*|organis\w*|recognis\w*|travell(ed|ing)|behaviour)\b/i, why: 'US spelling (canceled, defense, apologize, …)' },
    { pattern: /\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December)\b/, why: 'US dates: “November 23”, not “23 November”' },
    {
      // A button or a heading (no sentence punctuation) capitalises its first word and names only.
      pattern:
        /^(?=[^.!?]*$)[\s\S]*?(?<=[\w,&)] )(?!(My|Item|Topolo|Rank|Rookie|Home|Terms|Use|Privacy|Policy|Page|Hunt|Dungeon|Battle|Screen|Bonus|Specified|Commercial|Transactions|Act|Representative|Director|Jin|Akarino|Quest|Japan|Tokyo|Safari|Chrome|Edge|Firefox|Stripe|Member|QR|EQ|EXP|FAQ|ID|SSR|Users?|Service|App|Company|Japanese|English|Name|Daily|Ranking|Challenge|Starfall|Luminaria|New|Year|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][a-z]+/,
      why: 'sentence case for buttons and headings (“Choose items”, “Item Hunt results”)',
      except: /^server:(master|product)$/,
    },
    { pattern: /\bcould not|\bcannot\b|\bdo not\b|\bdoes not\b/, why: 'contractions on player screens (couldn’t, can’t, don’t); full forms only in the legal texts', except: /^(catalog:content|server:master)$/ },
  ],
}
