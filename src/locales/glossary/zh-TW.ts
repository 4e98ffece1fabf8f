import type { LanguageGlossary } from './glossary.ts'

/** Traditional Chinese (Taiwan): 您 throughout, Taiwan vocabulary, full-width ，（）：？！； (docs/glossary.md). */
export const zhTW: LanguageGlossary = {
  terms: {
    topolo: { use: '托波羅', avoid: ['托波羅幣', '托波罗', '拓波羅', '托波洛', '多波羅'], note: 'The currency has no 幣: 500 托波羅, like 金托波羅 and 銀托波羅.' },
    goldTopolo: { use: '金托波羅', avoid: ['黃金托波羅', '金色托波羅', '金托波羅幣', 'Gold Topolo'] },
    silverTopolo: { use: '銀托波羅', avoid: ['白銀托波羅', '銀色托波羅', '銀托波羅幣', 'Silver Topolo'] },
    itemHunt: { use: '道具尋寶', avoid: ['扭蛋', '轉蛋', '道具狩獵', '道具抽獎', 'Item Hunt'] },
    party: { use: '隊伍', avoid: ['小隊', '隊伍隊員', /派對(?!遊戲)/], note: '派對遊戲 is the genre (party game), not a party.' },
    leader: {
      use: '隊長',
      avoid: ['領隊', '隊伍代表', '代表隊員', /代表人(?!$)/],
      note: '代表人 alone is the company profile\'s representative (代表者).',
    },
    member: { use: '隊員', avoid: ['成員', '團員', '組員'] },
    entry: { use: '報名', avoid: ['參賽登記', '登記', '參賽'], note: 'Not 登記 (close to 登錄 for coupons and cards, 註冊 for accounts).' },
    entryNumber: { use: '報名編號', avoid: ['登記編號', '參賽編號', '報名號碼', '報名序號'], note: '受理編號 is an inquiry\'s reference number, another thing.' },
    joinCode: { use: '加入碼', avoid: ['邀請碼', '參加碼', '參加代碼', '加入代碼'] },
    checkIn: { use: '報到', avoid: ['簽到', '入場登記', '辦理入場', '最後入場', /[Cc]heck-?in/], note: '最終受付 is 最後報到時間.' },
    counter: { use: '櫃檯', avoid: ['櫃台', '柜台', '服務台', '前台', '接待處'] },
    deposit: {
      use: '訂金',
      avoid: ['押金', '保證金', /(?<!限)定金/, '預約金', '預付款', '訂位金'],
      note: 'The deposit is not refunded: every text that names a refund of it says 恕不退還 / 不予退還 (see the rules).',
    },
    reservation: { use: '預約', avoid: ['預訂', '訂位'] },
    quest: { use: '關卡', avoid: ['任務', '副本'] },
    firstTimeSet: {
      use: '首購限定組合',
      avoid: ['套組', '套裝', '首購組合', '新手組合', '禮包', '初回限定', '首次限定'],
      note: 'The products: 首購限定金托波羅組合, 首購限定銀托波羅組合.',
    },
    present: { use: '禮物', avoid: ['禮品', '贈品'] },
    news: { use: '公告', avoid: ['最新消息', '新聞'] },
    play: { use: '遊玩', avoid: ['遊戲資料', '遊戲紀錄', '遊戲記錄', '遊戲費用', '遊戲次數', '遊戲結果'], note: '遊戲 is the game; playing it is 遊玩.' },
    rates: { use: '費用', avoid: ['票價', '價目', '收費標準', '兒童價', '學生價', '一般價', '紀念價'], note: '価格 (a product\'s price) is 價格.' },
    email: {
      use: '電子郵件地址',
      avoid: ['電郵', '郵箱', '信箱', '邮箱', /(?<!電子)郵件地址/, /確認信(?!用)/, /(?<!\{)\b[Ee]-?[Mm]ail/],
      note: 'A mail itself is 郵件 (確認郵件, 重設密碼郵件).',
    },
    signIn: { use: '登入', avoid: ['登陸', '登录', '簽入', /登錄(帳號|畫面|頁面)/] },
    signOut: { use: '登出', avoid: ['簽出', '退出登入', '註銷', '注销'] },
    signUp: { use: '註冊', avoid: ['注冊', '注册', '加入會員', '會員登錄', '登記會員'] },
    brand: { use: '托波羅地下城', avoid: ['Topolo Dungeon', '托波羅迷宮', '托波罗地下城', '托波羅・地下城', '托波羅·地下城', /托波羅\s地下城/] },
  },
  rules: [
    { pattern: /(?<!迷)[你妳]/, why: '您 throughout, never 你' },
    {
      pattern: /[\u3400-\u9fff][,()?!:;.]|[,()?!:;][\u3400-\u9fff]/,
      why: 'full-width ，（）：？！；。 next to Chinese (half-width only in numbers, times, URLs and Latin words)',
    },
    { pattern: /[\u3400-\u9fff][A-Za-z0-9]|[A-Za-z0-9](?!彈)[\u3400-\u9fff]/, why: 'a space between Chinese and Latin letters or digits (2 人, QR 碼, 500 托波羅)' },
    { pattern: /[\u3040-\u30ff]/, why: 'no kana: Japanese left untranslated, or ・ where Chinese writes 、 or ·' },
    { pattern: /〜/, why: 'the full-width tilde ～ for ranges, not the Japanese wave dash 〜' },
    {
      pattern: /[们这说时会对发为预约银费请确认记码队员录个门开关帐号读选择间题现处还过进连网页册证线结务动将给]/,
      why: 'Traditional characters, not Simplified',
    },
    { pattern: /[覧済続読売変択払様検帰図]/, why: 'Traditional characters, not Japanese forms (覽, 濟, 續, 讀, 賣, 變, 擇, 拂, 樣, 檢, 歸, 圖)' },
    {
      pattern: /信息|視頻|軟件|網絡|默認|屏幕|二維碼|掃碼|鏈接|質量|激活|用戶|賬號|帳戶|菜單|界面|服務器|短信|打印/,
      why: 'Taiwan vocabulary: 訊息/資訊, 影片, 軟體, 網路, 預設, 螢幕, QR 碼, 連結, 品質, 啟用, 使用者, 帳號, 選單, 介面, 伺服器, 簡訊, 列印',
    },
    { pattern: /(?<![\w./-])(App|APP|app)(?![\w.-])/, why: '應用程式, not App' },
    {
      pattern:
        /訂金[^。]*(?<!不予|恕不|無法|不會|概不|不得|不|未)(退還|退款|退回|返還|退費)|(?<!不予|恕不|無法|不會|概不|不得|不|未)(退還|退款|退回|返還|退費)[^。]*訂金/,
      why: 'the deposit (訂金) is not refunded: no text may promise a refund of it',
    },
  ],
}
