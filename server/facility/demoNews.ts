/** Text in all five languages, as the API spells the keys. */
export type AllLanguages = { ja: string; en: string; ko: string; zhcn: string; zhtw: string }

export type DemoNews = { seedKey: string; publishedAt: string; title: AllLanguages; content: AllLanguages }

/**
 * The venue's news for a fresh install, written in each language (not machine-translated). The
 * dates agree with the calendar: the December maintenance day is the rule's second Tuesday, and the
 * collaboration and year-end days are the demo overrides in demoSchedule.ts.
 */
export const DEMO_NEWS: readonly DemoNews[] = [
  {
    seedKey: 'grand-opening',
    publishedAt: '2026-07-18T10:00:00+09:00',
    title: {
      ja: 'トポロ・ダンジョン、グランドオープン！',
      en: 'Topolo Dungeon is now open!',
      ko: '토폴로 던전 그랜드 오픈!',
      zhcn: '托波罗地下城盛大开业！',
      zhtw: '托波羅地下城盛大開幕！',
    },
    content: {
      ja: '2〜3人のパーティーで迷宮に挑むウォークイン型アトラクション「トポロ・ダンジョン」が、本日グランドオープンしました。営業時間は平日11:00〜23:00、土日祝10:00〜23:00（最終受付はいずれも22:00）です。予約なしでも遊べますが、混雑時はお待ちいただくことがあります。遊ぶ時間を決めておきたい方は、30分単位の事前予約がおすすめです。仲間と一緒に、最初の扉を開けに来てください！',
      en: 'Topolo Dungeon, the walk-in attraction where parties of two or three take on a labyrinth together, opened its doors today. We’re open 11:00–23:00 on weekdays and 10:00–23:00 on weekends and public holidays, with last check-in at 22:00. You can simply walk in, but when it’s busy you may have to wait; if you’d rather set your time, reserve a 30-minute slot in advance. Gather your party and come open the first door!',
      ko: '2~3명이 파티를 이루어 미궁에 도전하는 워크인형 어트랙션 ‘토폴로 던전’이 오늘 그랜드 오픈했어요. 평일은 11:00~23:00, 주말·공휴일은 10:00~23:00에 영업하며, 최종 접수는 모두 22:00까지예요. 예약 없이도 즐기실 수 있지만 붐빌 때는 기다리셔야 할 수 있어요. 원하는 시간에 플레이하고 싶으시다면 30분 단위 사전 예약을 추천해요. 동료와 함께 첫 번째 문을 열러 오세요!',
      zhcn: '由2～3人组队挑战迷宫、可直接到店游玩的体验式游乐项目“托波罗地下城”今天盛大开业。营业时间为工作日11:00～23:00，周末及节假日10:00～23:00，最晚签到时间均为22:00。无需预约也能直接游玩，但人多时可能需要排队等候；想确定游玩时间的话，建议提前预约30分钟的时段。快叫上伙伴，一起来打开第一扇门吧！',
      zhtw: '由 2～3 人組隊挑戰迷宮的現場入場型遊樂設施「托波羅地下城」今天盛大開幕。營業時間為平日 11:00～23:00，週六、日及國定假日 10:00～23:00，最後報到時間皆為 22:00。不需預約也能直接遊玩，但人潮眾多時可能需要等候；想確定遊玩時間的話，建議事先預約 30 分鐘的時段。快找夥伴一起來開啟第一扇門吧！',
    },
  },
  {
    seedKey: 'reservation-guide',
    publishedAt: '2026-10-01T12:00:00+09:00',
    title: {
      ja: '予約は4週間前から受け付けています',
      en: 'Reservations open four weeks ahead',
      ko: '예약은 4주 전부터 받고 있어요',
      zhcn: '可提前四周预约',
      zhtw: '可提前四週預約',
    },
    content: {
      ja: 'ご予約はアプリの予約ページから、各日の4週間前より30分単位で受け付けています。ご予約はパーティーのリーダーお1人がまとめて行い、1日にお1人2枠までです。予約金として大人1名分のプレイ料金をお支払いいただきます（返金はいたしません）。ご予約の時間を30分過ぎた場合はキャンセル扱いとなり、順番待ちの最後尾へのご案内となりますのでご注意ください。',
      en: 'You can reserve in the app, in 30-minute slots, from four weeks before each day. The party’s leader reserves for the whole party, up to two slots per person per day. When you reserve, you pay a non-refundable deposit: the price of one adult play. If you’re more than 30 minutes late, the reservation is canceled and your party joins the end of the line.',
      ko: '예약은 앱의 예약 페이지에서 각 날짜 4주 전부터 30분 단위로 받고 있어요. 예약은 파티 리더 한 분이 파티를 대표해서 하며, 1인당 하루 2개 시간대까지 가능해요. 예약할 때 예약금으로 성인 1명분의 플레이 요금을 결제해요. 예약 시각에서 30분 이상 늦으시면 예약이 취소되고 대기 줄 맨 뒤로 안내해 드리니 유의해 주세요.',
      zhcn: '可在App的预约页面中，从每天的四周前开始以30分钟为单位进行预约。预约由队伍的队长统一办理，每人每天最多可预约2个时段。预约时需支付相当于1名成人游玩价格的预约金。如比预约时间迟到30分钟以上，预约将被取消，队伍需排到等候队列的末尾，敬请留意。',
      zhtw: '可在應用程式的預約頁面中，從每天的四週前開始以 30 分鐘為單位進行預約。預約由隊長 1 人統一辦理，每人每天最多可預約 2 個時段。預約時需支付 1 位成人的遊玩費用作為訂金。若比預約時間遲到 30 分鐘以上，預約將被取消，並改為排入候位的最後順位，敬請留意。',
    },
  },
  {
    seedKey: 'new-items-2026-11',
    publishedAt: '2026-11-13T12:00:00+09:00',
    title: {
      ja: 'アイテムハントに新アイテムが登場',
      en: 'New items arrive in Item Hunt',
      ko: '아이템 헌트에 새 아이템 등장',
      zhcn: '道具寻宝新增道具',
      zhtw: '道具尋寶新增道具',
    },
    content: {
      ja: 'アイテムハントに新しいアイテムが12種類加わりました。守りを固める盾や、獲得経験値が増える巻物、ゴールドメダルが貯まりやすくなるお守りなど、パーティーの作戦が広がるアイテムばかりです。レアリティSSRの新アイテムも登場しています。各アイテムの提供割合は、アイテムハントの「提供割合」からご確認いただけます。',
      en: 'Twelve new items have joined Item Hunt: shields that shore up your defense, scrolls that raise the EXP you earn, charms that make gold medals easier to collect, and more to widen your party’s tactics. There are new SSR items too. You can check the chance of drawing each item under “Drop rates” in Item Hunt.',
      ko: '아이템 헌트에 새로운 아이템 12종이 추가되었어요. 방어를 단단히 해 주는 방패, 획득 경험치를 늘려 주는 두루마리, 골드 메달을 모으기 쉬워지는 부적 등 파티의 작전 폭을 넓혀 줄 아이템들이에요. 레어도 SSR의 새 아이템도 등장했어요. 각 아이템의 획득 확률은 아이템 헌트의 ‘획득 확률’에서 확인하실 수 있어요.',
      zhcn: '道具寻宝新增了12种道具：有加强防御的盾牌、提升所得经验值的卷轴、更容易积攒金牌的护身符等，让队伍的战术更加丰富。稀有度SSR的新道具也已登场。各道具的获取概率可在道具寻宝的“获取概率”中查看。',
      zhtw: '道具尋寶新增了 12 種道具：有強化防禦的盾牌、提升獲得經驗值的卷軸、更容易累積金牌的護身符等，讓隊伍的戰術更加多元。稀有度 SSR 的新道具也已登場。各道具的提供機率可在道具尋寶的「提供機率」中查看。',
    },
  },
  {
    seedKey: 'ranking-challenge-2026-11',
    publishedAt: '2026-11-16T12:00:00+09:00',
    title: {
      ja: 'デイリーランキングチャレンジ開催（11/23〜11/29）',
      en: 'Daily Ranking Challenge, November 23–29',
      ko: '데일리 랭킹 챌린지 개최(11/23~11/29)',
      zhcn: '每日排行榜挑战赛（11/23～11/29）',
      zhtw: '每日排行榜挑戰賽（11/23～11/29）',
    },
    content: {
      ja: '11月23日（月・祝）から11月29日（日）までの7日間、デイリーランキングチャレンジを開催します。期間中、その日のランキングで10位以内に入ったパーティーのメンバー全員に、期間限定の称号とゴールドトポロ100をプレゼントします。ランキングはアプリの「ランキング」からいつでも確認できます。仲間と作戦を練って、ベストスコアを目指してください！',
      en: 'From Monday, November 23 (a public holiday), to Sunday, November 29, we’re holding the Daily Ranking Challenge. Every member of a party that finishes in the day’s top 10 receives a limited-time title and 100 gold topolo. You can follow the standings at any time under “Rankings” in the app. Plan your tactics with your party and go for your best score!',
      ko: '11월 23일(월·공휴일)부터 11월 29일(일)까지 7일간 데일리 랭킹 챌린지를 개최해요. 기간 중 그날의 랭킹 10위 안에 든 파티의 멤버 전원에게 기간 한정 칭호와 골드 토폴로 100을 선물로 드려요. 랭킹은 앱의 ‘랭킹’에서 언제든지 확인할 수 있어요. 동료와 작전을 세워 최고 점수에 도전해 보세요!',
      zhcn: '11月23日（周一·节假日）至11月29日（周日）的7天里，将举办每日排行榜挑战赛。活动期间，当天排行榜前10名队伍的全体队员均可获得限时称号和100金托波罗。排行榜可随时在App的“排行榜”中查看。和伙伴们一起制定战术，冲击最高分吧！',
      zhtw: '11 月 23 日（週一，國定假日）至 11 月 29 日（週日）的 7 天內，將舉辦每日排行榜挑戰賽。活動期間，當天排行榜前 10 名隊伍的全體隊員皆可獲得期間限定稱號及 100 金托波羅。排行榜可隨時在應用程式的「排行榜」中查看。和夥伴一起擬定戰術，挑戰最高分吧！',
    },
  },
  {
    seedKey: 'collaboration-2026-winter',
    publishedAt: '2026-11-19T12:00:00+09:00',
    title: {
      ja: 'アニメ『星降りのルミナリア』コラボイベント開催決定',
      en: 'Starfall Luminaria collaboration event announced',
      ko: '애니메이션 『별이 내리는 루미나리아』 콜라보 이벤트 개최 결정',
      zhcn: '动画《星降之璐米娜莉亚》联动活动确定举办',
      zhtw: '動畫《星降之璐米娜莉亞》聯名活動確定舉辦',
    },
    content: {
      ja: '12月5日（土）から12月25日（金）まで、アニメ『星降りのルミナリア』とのコラボイベントを開催します。期間中は迷宮の一部が流れ星の降る夜空に姿を変え、コラボ精霊「ステラ」と「ノワール」、コラボアイテムが登場します。初日の12月5日（土）は予約制となり、ご予約のない方はご入場いただけません。ご予約はアプリの予約ページから、各日の4週間前より受け付けています。',
      en: 'From Saturday, December 5, to Friday, December 25, we’re teaming up with the anime Starfall Luminaria. During the event, part of the labyrinth becomes a night sky full of shooting stars, and the collaboration spirits Stella and Noir appear together with collaboration items. The first day, Saturday, December 5, is reservation-only: we can’t admit parties without a reservation. Reservations open in the app four weeks before each day.',
      ko: '12월 5일(토)부터 12월 25일(금)까지 애니메이션 『별이 내리는 루미나리아』와의 콜라보 이벤트를 개최해요. 기간 중에는 미궁의 일부가 유성이 쏟아지는 밤하늘로 모습을 바꾸고, 콜라보 정령 ‘스텔라’와 ‘누아르’, 콜라보 아이템이 등장해요. 첫날인 12월 5일(토)은 예약제로 운영되어 예약하지 않으신 분은 입장하실 수 없어요. 예약은 앱의 예약 페이지에서 각 날짜 4주 전부터 받고 있어요.',
      zhcn: '12月5日（周六）至12月25日（周五），将与动画《星降之璐米娜莉亚》举办联动活动。活动期间，迷宫的一部分将化为流星飞落的夜空，联动精灵“丝黛拉”与“诺瓦”以及联动道具也将登场。首日12月5日（周六）实行预约制，未预约的顾客将无法入场。预约可在App的预约页面中，于每天的四周前开始办理。',
      zhtw: '12 月 5 日（週六）至 12 月 25 日（週五），將與動畫《星降之璐米娜莉亞》舉辦聯名活動。活動期間，迷宮的一部分將化為流星飛落的夜空，聯名精靈「絲黛拉」與「諾瓦」以及聯名道具也將登場。首日 12 月 5 日（週六）採預約制，未預約的顧客將無法入場。預約可在應用程式的預約頁面中，於每天的四週前開始辦理。',
    },
  },
  {
    seedKey: 'maintenance-2026-12',
    publishedAt: '2026-11-20T12:00:00+09:00',
    title: {
      ja: '12月8日（火）は定期メンテナンスのため休業します',
      en: 'Closed on Tuesday, December 8, for monthly maintenance',
      ko: '12월 8일(화)은 정기 점검으로 휴무예요',
      zhcn: '12月8日（周二）因定期维护休业',
      zhtw: '12 月 8 日（週二）因定期維護公休',
    },
    content: {
      ja: '迷宮の仕掛けや機器を点検するため、毎月第2火曜日は定期メンテナンスで終日休業しています（第2火曜日が祝日の場合は、その翌平日に休業します）。12月は8日（火）が休業日で、この日のご予約もお受けできません。ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。',
      en: 'To inspect the labyrinth’s mechanisms and equipment, we close all day on the second Tuesday of every month (when that Tuesday is a public holiday, we close on the next weekday instead). In December we’re closed on Tuesday, December 8, and no reservations can be made for that day. We apologize for the inconvenience and thank you for your understanding.',
      ko: '미궁의 장치와 기기를 점검하기 위해 매월 둘째 주 화요일은 정기 점검으로 종일 쉬어요(둘째 주 화요일이 공휴일이면 그다음 평일에 쉬어요). 12월은 8일(화)이 휴무일이며, 이날은 예약도 받지 않아요. 불편을 드려 죄송해요. 너른 양해 부탁드려요.',
      zhcn: '为检修迷宫机关和设备，每月第二个星期二为定期维护日，全天休业（如第二个星期二为节假日，则顺延至其后的第一个工作日休业）。12月的休业日为8日（周二），当天也不接受预约。给您带来不便，敬请谅解。',
      zhtw: '為檢修迷宮機關與設備，每月第二個星期二為定期維護日，全天公休（若第二個星期二為國定假日，則順延至之後的第一個平日公休）。12 月的公休日為 8 日（週二），當天亦不受理預約。造成不便，敬請見諒。',
    },
  },
  {
    seedKey: 'year-end-hours-2026',
    publishedAt: '2026-11-21T15:00:00+09:00',
    title: {
      ja: '年末年始の営業時間のお知らせ',
      en: 'Opening hours over the New Year holidays',
      ko: '연말연시 영업시간 안내',
      zhcn: '年末年初营业时间公告',
      zhtw: '年末年初營業時間公告',
    },
    content: {
      ja: '年末年始は次のとおり営業します。12月31日（木）は10:00〜20:00（最終受付19:00）、1月1日（金・祝）は休業、1月2日（土）・3日（日）は10:00〜23:00（最終受付22:00）の予約制です。1月2日・3日はご予約のない方はご入場いただけませんのでご注意ください。1月4日（月）からは通常どおり営業します。',
      en: 'Over the New Year holidays, our hours are as follows: Thursday, December 31: 10:00–20:00 (last check-in 19:00); Friday, January 1 (New Year’s Day): closed; Saturday, January 2, and Sunday, January 3: 10:00–23:00 (last check-in 22:00), reservations only, so parties without a reservation can’t be admitted on those two days. Normal hours resume on Monday, January 4.',
      ko: '연말연시에는 다음과 같이 영업해요. 12월 31일(목)은 10:00~20:00(최종 접수 19:00), 1월 1일(금·공휴일)은 휴무, 1월 2일(토)·3일(일)은 10:00~23:00(최종 접수 22:00) 예약제로 운영해요. 1월 2일·3일에는 예약하지 않으신 분은 입장하실 수 없으니 유의해 주세요. 1월 4일(월)부터는 평소대로 영업해요.',
      zhcn: '年末年初的营业安排如下：12月31日（周四）10:00～20:00（最晚签到19:00）；1月1日（周五·元旦）休业；1月2日（周六）、3日（周日）10:00～23:00（最晚签到22:00），实行预约制。1月2日、3日未预约的顾客将无法入场，敬请留意。1月4日（周一）起恢复正常营业。',
      zhtw: '年末年初的營業安排如下：12 月 31 日（週四）10:00～20:00（最後報到時間 19:00）；1 月 1 日（週五，元旦）公休；1 月 2 日（週六）、3 日（週日）10:00～23:00（最後報到時間 22:00），採預約制。1 月 2 日、3 日未預約的顧客將無法入場，敬請留意。1 月 4 日（週一）起恢復正常營業。',
    },
  },
]
