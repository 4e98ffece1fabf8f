import type { LanguageGlossary } from './glossary.ts'

/** Simplified Chinese (docs/glossary.md): 您 throughout, full-width ，（）：？！；“” in Chinese text, legal texts formal. */
export const zhCN: LanguageGlossary = {
  terms: {
    topolo: { use: '托波罗', avoid: ['托波罗币', '托波洛', '拓波罗', '托波羅'], note: 'The currency is 托波罗, like 金托波罗 and 银托波罗: no 币.' },
    goldTopolo: { use: '金托波罗', avoid: ['黄金托波罗', '金色托波罗', '金币托波罗', '金托波羅'] },
    silverTopolo: { use: '银托波罗', avoid: ['白银托波罗', '银色托波罗', '银币托波罗', '银托波羅'] },
    itemHunt: { use: '道具寻宝', avoid: ['道具狩猎', '道具猎人', '道具搜寻', '道具扭蛋', '扭蛋', '抽卡'] },
    party: { use: '队伍', avoid: ['小队', '战队', '派对队伍'], note: '派对 only in 派对游戏 (a party game), never for the players\' party.' },
    leader: {
      use: '队长',
      avoid: [/代表(?!董事|人$)/, '领队', '组长'],
      note: '代表董事 and the profile field 代表人 are the company\'s representative director, another thing.',
    },
    member: { use: '队员', avoid: ['成员', '组员'] },
    entry: { use: '报名', avoid: ['参赛登记', '登记', '参赛报名'], note: 'A coupon is 添加 (added), never 登记.' },
    entryNumber: { use: '报名编号', avoid: ['登记编号', '参赛编号', '报名号码', '入场编号'] },
    joinCode: { use: '加入码', avoid: ['邀请码', '参加码', '入队码', '加入代码'] },
    checkIn: {
      use: '签到',
      avoid: [/受理(?!编号)/, '报到', '前台手续', '办理入场', '最后入场', '最后受理'],
      note: '最終受付 is 最晚签到时间. 受理编号 is an inquiry\'s reference number, another thing.',
    },
    counter: { use: '前台', avoid: ['柜台', '接待处', '服务台', '收银台'] },
    deposit: {
      use: '预约金',
      avoid: ['押金', '订金', /(?<!限)定金/, '保证金', '预付款', '预付金'],
      note: '押金 and 订金/定金 read as refundable; the deposit is not refunded (不予退还).',
    },
    reservation: { use: '预约', avoid: ['预订', '订位'] },
    quest: { use: '关卡', avoid: ['任务'], note: 'クエスト1…5 and 最终关卡; clearing one is 通关.' },
    firstTimeSet: {
      use: '首购限定礼包',
      avoid: ['新手专享', '新手礼包', '套装', /首购(?!限定)/, '首次限定', '初回限定'],
      note: 'The products: 首购限定金托波罗礼包, 首购限定银托波罗礼包.',
    },
    present: { use: '礼物', avoid: ['礼品', '赠礼', '馈赠'], note: 'おまけ (a pack\'s bonus) is 赠送, another thing.' },
    news: { use: '公告', avoid: ['新闻', '资讯', '最新消息'], note: '消息 is the inbox (メッセージ).' },
    play: {
      use: '游玩',
      avoid: [/游戏(费用|价格|结果|数据|记录|时长|次数|模式|消费|开始)/, /(预约|开始|中断|单人|一个人)游戏/, '玩耍'],
      note: '游戏 is the game itself (ゲーム): 游戏中, 游戏说明, 派对游戏.',
    },
    rates: {
      use: '价格',
      avoid: [/(游玩|游戏|儿童|学生|成人)费用/, /(儿童|学生|纪念|常规)价(?!格)/, '票价', '收费标准'],
      note: '游玩价格, 儿童价格, 学生价格; 额外费用 and 通信费用 are charges, not the venue\'s rates.',
    },
    email: { use: '邮箱地址', avoid: ['电子邮箱', '电子邮件地址', '邮件地址', '电邮', /(?<![{\w])e-?mail/i] },
    signIn: { use: '登录', avoid: ['登入', '登陆', '签入'] },
    signOut: { use: '退出登录', avoid: ['登出', '签出', '注销'] },
    signUp: { use: '会员注册', avoid: ['会员登记', '登记会员', '入会', '加入会员'] },
    brand: { use: '托波罗地下城', avoid: ['Topolo Dungeon', '托波罗迷宫', '托波罗·地下城', '托波罗 地下城', '托波羅地下城'] },
  },
  rules: [
    { pattern: /你/, why: '您 throughout (你 and 你们 too)' },
    {
      pattern: /[\u3400-\u9fff\u3001\u3002\uff0c\uff1a\uff1b\uff01\uff1f\u201d][,()?!:;]|[,()?!:;][\u3400-\u9fff\u201c]/,
      why: 'full-width ，（）：？！； in Chinese text (half-width only in numbers, times, URLs, placeholders and Latin words)',
    },
    { pattern: /[\u3400-\u9fff]"|"[\u3400-\u9fff]/, why: 'Chinese quotation marks “” around Chinese text' },
    { pattern: /[「」『』]/, why: 'Mainland quotation marks “” and ‘’, not 「」『』 (《》 for titles)' },
    { pattern: /账户/, why: '账号 for the account, as on every screen' },
    { pattern: /应用(?!程序)/, why: 'App for the app, as on every screen' },
    { pattern: /停业/, why: '休业 for the venue\'s closed days, as in the calendar' },
    { pattern: /重设|验证邮件/, why: '重置密码 and 确认邮件, as on the account screens' },
  ],
}
