import type { AllLanguages } from '../facility/demoNews.ts'

/**
 * The inbox message of a freed place held for a player who waited for the slot (issue 34), in every
 * language, beside the push notification: `slot` is the slot's day and time (MM/DD HH:MM, Tokyo),
 * `until` when the hold ends (HH:MM, Tokyo).
 */
export function offerMessage(offer: { slot: string; until: string }): { title: AllLanguages; content: AllLanguages } {
  const { slot, until } = offer
  return {
    title: {
      ja: '空き待ちの枠に空きが出ました',
      en: 'A place has freed up in the slot you waited for',
      ko: '기다리던 시간대에 자리가 났어요',
      zhcn: '您候补的时段有空位了',
      zhtw: '您候補的時段有空位了',
    },
    content: {
      ja: `${slot}の枠に空きが出たため、${until}まであなたのために1組分の枠をお取りしています。「予約状況」から予約を確定してください。時間までに確定されない場合、次にお待ちの方へご案内します。`,
      en: `A place has freed up at ${slot}, and we’re holding it for you until ${until}. Confirm your reservation from “Reservation status”. If you don’t confirm by then, it goes to the next person waiting.`,
      ko: `${slot} 시간대에 자리가 나서 ${until}까지 1팀 자리를 잡아 두었어요. ‘예약 현황’에서 예약을 확정해 주세요. 시간까지 확정하지 않으면 다음으로 기다리는 분께 넘어가요.`,
      zhcn: `${slot} 的时段有了空位，我们为您保留 1 组名额至 ${until}。请在“预约状况”中确认预约。届时未确认的话，名额将转给下一位候补的玩家。`,
      zhtw: `${slot} 的時段有了空位，我們為您保留 1 組名額至 ${until}。請在「預約狀況」中確認預約。屆時未確認的話，名額將轉給下一位候補的玩家。`,
    },
  }
}
