import type { AllLanguages } from '../facility/demoNews.ts'

/** The inbox message each player gets when their result is recorded, in every language. */
export function resultMessage(play: { partyName: string; exp: number; level: number; levelsGained: number; silver: number; goldMedals: number }): { title: AllLanguages; content: AllLanguages } {
  const n = (value: number) => value.toLocaleString('en-US')
  const { partyName: party } = play
  const up = play.levelsGained > 0
  return {
    title: {
      ja: '冒険の結果が届きました',
      en: 'Your adventure results are in',
      ko: '모험 결과가 도착했어요',
      zhcn: '冒险结果已送达',
      zhtw: '冒險結果已送達',
    },
    content: {
      ja: `パーティー「${party}」での冒険、おつかれさまでした。経験値${n(play.exp)}、ゴールドメダル${n(play.goldMedals)}枚、シルバートポロ${n(play.silver)}を獲得しました。${up ? `レベルが${n(play.level)}に上がりました！` : `現在のレベルは${n(play.level)}です。`}マイページの「プレイ結果」から結果をいつでも見られます。`,
      en: `Well done on your adventure with the party “${party}”. You earned ${n(play.exp)} EXP, ${n(play.goldMedals)} gold medals and ${n(play.silver)} silver topolo. ${up ? `You reached level ${n(play.level)}!` : `You’re now level ${n(play.level)}.`} You can see the result any time under “Play results” on My Page.`,
      ko: `파티 ‘${party}’의 모험, 수고하셨어요. 경험치를 ${n(play.exp)}, 골드 메달을 ${n(play.goldMedals)}개, 실버 토폴로를 ${n(play.silver)} 획득했어요. ${up ? `레벨 ${n(play.level)}에 도달했어요!` : `현재 레벨: ${n(play.level)}.`} 결과는 마이페이지의 ‘플레이 결과’에서 언제든지 볼 수 있어요.`,
      zhcn: `与队伍“${party}”的冒险辛苦了。您获得了经验值${n(play.exp)}、金牌${n(play.goldMedals)}枚、银托波罗${n(play.silver)}。${up ? `等级提升到了${n(play.level)}级！` : `当前等级为${n(play.level)}级。`}可随时在“我的页面”的“游玩结果”中查看结果。`,
      zhtw: `以隊伍「${party}」展開的冒險，辛苦了！您獲得了經驗值 ${n(play.exp)}、金牌 ${n(play.goldMedals)} 枚、銀托波羅 ${n(play.silver)}。${up ? `等級提升至 ${n(play.level)} 級！` : `目前等級為 ${n(play.level)} 級。`}可隨時在「我的頁面」的「遊玩結果」中查看結果。`,
    },
  }
}
