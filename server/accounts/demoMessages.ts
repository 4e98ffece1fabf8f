import type { AllLanguages } from '../facility/demoNews.ts'

export type DemoMessage = { title: AllLanguages; content: AllLanguages }

/**
 * The messages the demo players find in their inbox, written in each language (Japanese first, not
 * machine-translated). Keyed by seed key; demoPlayers.ts says who gets which, when and read or not.
 * Free of dates so they stay true whenever the demo is seeded.
 */
export const DEMO_MESSAGES = {
  welcome: {
    title: {
      ja: 'トポロ・ダンジョンへようこそ！',
      en: 'Welcome to Topolo Dungeon!',
      ko: '토폴로 던전에 오신 것을 환영해요!',
      zhcn: '欢迎来到托波罗地下城！',
      zhtw: '歡迎來到托波羅地下城！',
    },
    content: {
      ja: 'アカウントのご登録ありがとうございます。マイページでは、アバターや精霊、アイテム、これまでのプレイ記録をいつでも確認できます。仲間とパーティーを組むときは、アプリに表示される参加コードを読み取ってもらうだけで、すぐに合流できます。2〜3人のパーティーで、迷宮の最初の扉を開けに来てください。スタッフ一同、冒険者のみなさまのご来場をお待ちしています。',
      en: 'Thank you for signing up. On My Page you can check your avatars, spirits, items and play history at any time. To join a friend’s party, just have the leader scan the join code shown in your app, and you’re in the same party right away. Gather a party of two or three and come open the first door of the labyrinth. All of us at Topolo Dungeon look forward to welcoming you, adventurer!',
      ko: '계정을 등록해 주셔서 감사해요. 마이페이지에서는 아바타와 정령, 아이템, 지금까지의 플레이 기록을 언제든지 확인할 수 있어요. 동료와 파티를 짤 때는 앱에 표시되는 참가 코드를 리더에게 스캔해 달라고 하기만 하면 바로 합류할 수 있어요. 2~3명이 파티를 이루어 미궁의 첫 번째 문을 열러 오세요. 스태프 모두가 모험가 여러분의 방문을 기다리고 있을게요.',
      zhcn: '感谢您注册账号。在“我的页面”中，可以随时查看您的化身、精灵、道具以及游玩记录。和伙伴组队时，只需请对方读取App中显示的加入码，就能马上加入同一支队伍。请组成2～3人的队伍，前来打开迷宫的第一扇门吧。全体工作人员期待各位冒险者的光临！',
      zhtw: '感謝您註冊帳號。在「我的頁面」中，您可以隨時查看化身、精靈、道具及遊玩紀錄。和夥伴組隊時，只要請隊長掃描應用程式中顯示的加入碼，就能馬上加入同一支隊伍。請組成 2～3 人的隊伍，前來開啟迷宮的第一扇門吧！全體工作人員期待各位冒險者的光臨！',
    },
  },
  'limited-titles': {
    title: {
      ja: '期間限定の称号を手に入れよう',
      en: 'Collect limited-time titles',
      ko: '기간 한정 칭호를 손에 넣어 보세요',
      zhcn: '一起收集限时称号吧',
      zhtw: '一起收集期間限定稱號吧',
    },
    content: {
      ja: 'トポロ・ダンジョンでは、季節のイベントやランキングチャレンジの期間中にしか手に入らない限定称号をご用意しています。イベントごとに決められた条件を期間中に達成すると獲得でき、期間が終わると手に入らなくなります。開催中のイベントはお知らせでご案内しています。獲得した称号は、マイページの「称号と実績」からいつでも確認できます。',
      en: 'At Topolo Dungeon, some titles can only be earned during seasonal events and ranking challenges. Meet an event’s goal while it runs to earn its title: once the event is over, that title can no longer be earned. Current events are announced in News, and you can see every title you’ve earned under “Titles” on My Page.',
      ko: '토폴로 던전에서는 시즌 이벤트나 랭킹 챌린지 기간에만 얻을 수 있는 한정 칭호를 준비하고 있어요. 이벤트마다 정해진 조건을 기간 중에 달성하면 획득할 수 있으며, 기간이 끝나면 더 이상 얻을 수 없어요. 진행 중인 이벤트는 공지사항에서 안내해 드려요. 획득한 칭호는 마이페이지의 ‘칭호와 업적’에서 언제든지 확인할 수 있어요.',
      zhcn: '托波罗地下城准备了只有在季节活动和排行榜挑战赛期间才能获得的限定称号。在活动期间达成该活动规定的条件即可获得，活动结束后将无法再获得。正在举办的活动会在“公告”中发布。已获得的称号可随时在“我的页面”的“称号和成就”中查看。',
      zhtw: '托波羅地下城準備了只有在季節活動及排行榜挑戰賽期間才能獲得的限定稱號。在活動期間達成該活動規定的條件即可獲得，活動結束後就無法再取得。舉辦中的活動請參閱「公告」。已獲得的稱號可隨時在「我的頁面」的「稱號和成就」中查看。',
    },
  },
  'app-maintenance': {
    title: {
      ja: 'アプリのメンテナンスについて',
      en: 'About app maintenance',
      ko: '앱 점검 안내',
      zhcn: '关于App维护',
      zhtw: '關於應用程式維護',
    },
    content: {
      ja: 'より快適にご利用いただくため、アプリのシステムメンテナンスを不定期に行っています。メンテナンス中はログインやご予約、マイページの表示などがご利用いただけず、メンテナンス画面が表示されます。実施期間はメンテナンス画面と公式SNSでお知らせします。お預かりしているプレイデータやトポロが失われることはありませんので、終了までしばらくお待ちください。',
      en: 'To keep the app running smoothly, we carry out system maintenance from time to time. While it’s under way, you can’t log in, make reservations or open My Page; the app shows a maintenance screen instead. The maintenance period is shown on that screen and announced on our social media. Your play data and topolo are kept safe, so please bear with us until maintenance is over.',
      ko: '더욱 쾌적하게 이용하실 수 있도록 앱 시스템 점검을 비정기적으로 진행하고 있어요. 점검 중에는 로그인, 예약, 마이페이지 확인 등을 이용하실 수 없으며 점검 화면이 표시돼요. 점검 기간은 점검 화면과 공식 SNS에서 안내해 드려요. 보관 중인 플레이 데이터와 토폴로는 사라지지 않으니, 점검이 끝날 때까지 잠시만 기다려 주세요.',
      zhcn: '为了让您使用得更加顺畅，我们会不定期进行App系统维护。维护期间将无法登录、预约或查看“我的页面”等，App会显示维护页面。维护时间将在维护页面及官方社交媒体上公布。您的游玩数据和托波罗不会丢失，请耐心等待维护结束。',
      zhtw: '為了讓您使用得更順暢，我們會不定期進行應用程式系統維護。維護期間將無法登入、預約或查看「我的頁面」等，應用程式會顯示維護畫面。維護時間將於維護畫面及官方社群媒體公告。您的遊玩資料與托波羅不會遺失，請耐心等候維護結束。',
    },
  },
} as const satisfies Record<string, DemoMessage>

export type DemoMessageKey = keyof typeof DEMO_MESSAGES
