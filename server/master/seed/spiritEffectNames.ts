import type { SpiritEffectName } from '../../../src/domain/contract/master.ts'

/** The name and summary of each spirit's blessing (its effects in spirit_effects). */
export const spiritEffectNames: SpiritEffectName[] = [
  {
    spirit_id: 1,
    name: { ja: 'ほのおの応援', en: 'Fiery Cheer', ko: '불꽃 응원', zhcn: '火焰助威', zhtw: '火焰助威' },
    description: { ja: '攻撃力が8%上がる。', en: 'Raises attack by 8%.', ko: '공격력이 8% 올라가요.', zhcn: '攻击力提升8%。', zhtw: '攻擊力提升 8%。' },
  },
  {
    spirit_id: 2,
    name: { ja: 'しずくの癒やし', en: 'Dewdrop Comfort', ko: '물방울의 치유', zhcn: '露珠之愈', zhtw: '露珠之癒' },
    description: { ja: '体力が10%上がる。', en: 'Raises stamina by 10%.', ko: '체력이 10% 올라가요.', zhcn: '体力提升10%。', zhtw: '體力提升 10%。' },
  },
  {
    spirit_id: 3,
    name: { ja: '追い風', en: 'Tailwind', ko: '순풍', zhcn: '顺风', zhtw: '順風' },
    description: { ja: 'すばやさが10%上がる。', en: 'Raises speed by 10%.', ko: '속도가 10% 올라가요.', zhcn: '速度提升10%。', zhtw: '速度提升 10%。' },
  },
  {
    spirit_id: 4,
    name: { ja: '岩のかたさ', en: 'Rock Solid', ko: '바위의 단단함', zhcn: '磐石之坚', zhtw: '磐石之堅' },
    description: { ja: '防御力が12%上がる。', en: 'Raises defense by 12%.', ko: '방어력이 12% 올라가요.', zhcn: '防御力提升12%。', zhtw: '防禦力提升 12%。' },
  },
  {
    spirit_id: 5,
    name: { ja: '導きの光', en: 'Guiding Light', ko: '인도의 빛', zhcn: '指引之光', zhtw: '指引之光' },
    description: {
      ja: '技と感性が8%ずつ上がる。',
      en: 'Raises technique and sense by 8% each.',
      ko: '기술과 감각이 각각 8% 올라가요.',
      zhcn: '技巧和感知各提升8%。',
      zhtw: '技巧和感知各提升 8%。',
    },
  },
  {
    spirit_id: 6,
    name: { ja: '影のささやき', en: 'Shadow Whisper', ko: '그림자의 속삭임', zhcn: '暗影低语', zhtw: '暗影低語' },
    description: {
      ja: '感性が12%、すばやさが4%上がる。',
      en: 'Raises sense by 12% and speed by 4%.',
      ko: '감각이 12%, 속도가 4% 올라가요.',
      zhcn: '感知提升12%，速度提升4%。',
      zhtw: '感知提升 12%，速度提升 4%。',
    },
  },
  {
    spirit_id: 7,
    name: { ja: '博識の講義', en: 'Learned Lecture', ko: '박식한 강의', zhcn: '博学讲堂', zhtw: '博學講堂' },
    description: {
      ja: '獲得する経験値が10%増える。',
      en: 'Increases the EXP you earn by 10%.',
      ko: '획득하는 경험치가 10% 늘어나요.',
      zhcn: '获得的经验值增加10%。',
      zhtw: '獲得的經驗值增加 10%。',
    },
  },
  {
    spirit_id: 8,
    name: { ja: 'お宝センサー', en: 'Treasure Sense', ko: '보물 센서', zhcn: '寻宝雷达', zhtw: '尋寶雷達' },
    description: {
      ja: '獲得するゴールドメダルが15%増える。',
      en: 'Increases the gold medals you earn by 15%.',
      ko: '획득하는 골드 메달이 15% 늘어나요.',
      zhcn: '获得的金牌增加15%。',
      zhtw: '獲得的金牌增加 15%。',
    },
  },
  {
    spirit_id: 9,
    name: { ja: '流星の祈り', en: 'Shooting Star Wish', ko: '유성의 기도', zhcn: '流星祈愿', zhtw: '流星祈願' },
    description: {
      ja: '攻撃力と技が6%ずつ、獲得する経験値が5%上がる。',
      en: 'Raises attack and technique by 6% each, and the EXP you earn by 5%.',
      ko: '공격력과 기술이 각각 6%, 획득하는 경험치가 5% 올라가요.',
      zhcn: '攻击力和技巧各提升6%，获得的经验值提升5%。',
      zhtw: '攻擊力和技巧各提升 6%，獲得的經驗值提升 5%。',
    },
  },
  {
    spirit_id: 10,
    name: { ja: '夜目', en: 'Night Eyes', ko: '밤눈', zhcn: '夜视', zhtw: '夜視' },
    description: {
      ja: 'すばやさと感性が8%ずつ上がる。',
      en: 'Raises speed and sense by 8% each.',
      ko: '속도와 감각이 각각 8% 올라가요.',
      zhcn: '速度和感知各提升8%。',
      zhtw: '速度和感知各提升 8%。',
    },
  },
  {
    spirit_id: 11,
    name: { ja: 'ぷるぷるボディ', en: 'Wobbly Body', ko: '말랑말랑 보디', zhcn: 'Q弹身体', zhtw: 'Q彈身體' },
    description: {
      ja: '防御力と体力が8%ずつ上がる。',
      en: 'Raises defense and stamina by 8% each.',
      ko: '방어력과 체력이 각각 8% 올라가요.',
      zhcn: '防御力和体力各提升8%。',
      zhtw: '防禦力和體力各提升 8%。',
    },
  },
  {
    spirit_id: 12,
    name: { ja: '8ビットブレス', en: '8-Bit Breath', ko: '8비트 브레스', zhcn: '8比特吐息', zhtw: '8 位元吐息' },
    description: {
      ja: '攻撃力が12%、獲得するゴールドメダルが5%上がる。',
      en: 'Raises attack by 12% and the gold medals you earn by 5%.',
      ko: '공격력이 12%, 획득하는 골드 메달이 5% 올라가요.',
      zhcn: '攻击力提升12%，获得的金牌增加5%。',
      zhtw: '攻擊力提升 12%，獲得的金牌增加 5%。',
    },
  },
]
