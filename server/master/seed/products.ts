import { type MasterText, type Product, ProductType, TopoloType } from '../../../src/domain/contract/master.ts'
import { avatars } from './avatars.ts'
import { spirits } from './spirits.ts'

type Pack = Pick<Product, 'id' | 'price' | 'amount' | 'bonus'>

const goldName = (n: string): MasterText => ({ ja: `ゴールドトポロ ${n}`, en: `${n} gold topolo`, ko: `골드 토폴로 ${n}`, zhcn: `${n}金托波罗`, zhtw: `${n} 金托波羅` })
const silverName = (n: string): MasterText => ({ ja: `シルバートポロ ${n}`, en: `${n} silver topolo`, ko: `실버 토폴로 ${n}`, zhcn: `${n}银托波罗`, zhtw: `${n} 銀托波羅` })

function packDescription(kind: 'gold' | 'silver', bonus: number): MasterText {
  const use =
    kind === 'gold'
      ? {
          ja: 'アイテムハントやプレイに使えるゴールドトポロ。',
          en: 'Gold topolo for Item Hunt draws and play.',
          ko: '아이템 헌트와 플레이에 쓸 수 있는 골드 토폴로.',
          zhcn: '可用于道具寻宝和游玩的金托波罗。',
          zhtw: '可用於道具尋寶和遊玩的金托波羅。',
        }
      : {
          ja: 'アイテムハントやプレイに使えるシルバートポロ。',
          en: 'Silver topolo for Item Hunt draws and play.',
          ko: '아이템 헌트와 플레이에 쓸 수 있는 실버 토폴로.',
          zhcn: '可用于道具寻宝和游玩的银托波罗。',
          zhtw: '可用於道具尋寶和遊玩的銀托波羅。',
        }
  if (bonus === 0) return use
  return {
    ja: `${use.ja}${bonus}トポロのおまけ付き。`,
    en: `${use.en} Includes ${bonus} bonus topolo.`,
    ko: `${use.ko} 보너스 ${bonus} 토폴로 포함.`,
    zhcn: `${use.zhcn}加赠${bonus}托波罗。`,
    zhtw: `${use.zhtw}加贈 ${bonus} 托波羅。`,
  }
}

const fmt = (n: number) => n.toLocaleString('en-US')

function pack(kind: 'gold' | 'silver', { id, price, amount, bonus }: Pack): Product {
  return {
    id,
    type: ProductType.topolo,
    related_id: kind === 'gold' ? TopoloType.gold : TopoloType.silver,
    name: kind === 'gold' ? goldName(fmt(amount)) : silverName(fmt(amount)),
    description: packDescription(kind, bonus),
    price,
    amount,
    bonus,
    purchase_limit: null,
  }
}

const packs: Product[] = [
  pack('gold', { id: 1, price: 1000, amount: 400, bonus: 0 }),
  pack('gold', { id: 2, price: 2500, amount: 1050, bonus: 50 }),
  pack('gold', { id: 3, price: 5000, amount: 2150, bonus: 150 }),
  pack('gold', { id: 4, price: 10000, amount: 4400, bonus: 400 }),
  pack('silver', { id: 5, price: 1000, amount: 800, bonus: 0 }),
  pack('silver', { id: 6, price: 2500, amount: 2100, bonus: 100 }),
]

/** Double topolo for the price, once per account for each set. */
const firstTimeSets: Product[] = [
  {
    id: 7,
    type: ProductType.firstTimeSet,
    related_id: TopoloType.gold,
    name: { ja: '初回限定ゴールドセット', en: 'First-time gold set', ko: '첫 구매 한정 골드 세트', zhcn: '首购限定金托波罗礼包', zhtw: '首購限定金托波羅組合' },
    description: {
      ja: '1アカウントにつき1回だけ買える、ゴールドトポロが2倍のお得なセット。',
      en: 'Twice the gold topolo for the price. One purchase per account.',
      ko: '계정당 1회만 구매할 수 있는, 골드 토폴로가 2배인 알뜰 세트.',
      zhcn: '每个账号限购1次，金托波罗翻倍的超值礼包。',
      zhtw: '每個帳號限購 1 次，金托波羅加倍的超值組合。',
    },
    price: 1000,
    amount: 800,
    bonus: 400,
    purchase_limit: 1,
  },
  {
    id: 8,
    type: ProductType.firstTimeSet,
    related_id: TopoloType.silver,
    name: { ja: '初回限定シルバーセット', en: 'First-time silver set', ko: '첫 구매 한정 실버 세트', zhcn: '首购限定银托波罗礼包', zhtw: '首購限定銀托波羅組合' },
    description: {
      ja: '1アカウントにつき1回だけ買える、シルバートポロが2倍のお得なセット。',
      en: 'Twice the silver topolo for the price. One purchase per account.',
      ko: '계정당 1회만 구매할 수 있는, 실버 토폴로가 2배인 알뜰 세트.',
      zhcn: '每个账号限购1次，银托波罗翻倍的超值礼包。',
      zhtw: '每個帳號限購 1 次，銀托波羅加倍的超值組合。',
    },
    price: 500,
    amount: 800,
    bonus: 400,
    purchase_limit: 1,
  },
]

const unlockNote: MasterText = {
  ja: '購入すると、エントリーでいつでも選べるようになります。',
  en: 'Once bought, it can be chosen for any entry.',
  ko: '구매하면 엔트리에서 언제든지 선택할 수 있어요.',
  zhcn: '购买后，即可在报名时随时选择。',
  zhtw: '購買後，即可在報名時隨時選擇。',
}

/** Avatars and spirits sold for yen: product id 100 + avatar id, 200 + spirit id. */
const avatarProducts: Product[] = avatars
  .filter((avatar) => avatar.purchasable)
  .map((avatar) => ({
    id: 100 + avatar.id,
    type: ProductType.avatar,
    related_id: avatar.id,
    name: {
      ja: `アバター「${avatar.name.ja}」`,
      en: `Avatar: ${avatar.name.en}`,
      ko: `아바타 ‘${avatar.name.ko}’`,
      zhcn: `化身“${avatar.name.zhcn}”`,
      zhtw: `化身「${avatar.name.zhtw}」`,
    },
    description: unlockNote,
    price: avatar.price,
    amount: 1,
    bonus: 0,
    purchase_limit: 1,
  }))

const spiritProducts: Product[] = spirits
  .filter((spirit) => spirit.purchasable)
  .map((spirit) => ({
    id: 200 + spirit.id,
    type: ProductType.spirit,
    related_id: spirit.id,
    name: {
      ja: `スピリット「${spirit.name.ja}」`,
      en: `Spirit: ${spirit.name.en}`,
      ko: `스피릿 ‘${spirit.name.ko}’`,
      zhcn: `精灵“${spirit.name.zhcn}”`,
      zhtw: `精靈「${spirit.name.zhtw}」`,
    },
    description: unlockNote,
    price: spirit.price,
    amount: 1,
    bonus: 0,
    purchase_limit: 1,
  }))

export const products: Product[] = [...packs, ...firstTimeSets, ...avatarProducts, ...spiritProducts]
