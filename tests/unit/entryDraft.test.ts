import { beforeAll, describe, expect, it } from 'vitest'
import {
  avatarChangeClearsItems,
  changeDraft,
  type DraftMember,
  draftFromStored,
  ENTRY_ITEM_SLOTS,
  type EntryDraft,
  type EntryItemKind,
  emptyDraft,
  kindOfSlot,
  missingMembers,
  recommendedItems,
  type StepNeed,
  slotIdsOf,
  slotItems,
  stepNeeds,
  stepsDone,
  toggleItem,
} from '../../src/domain/entry/entryDraft.ts'
import { ENTRY_STEPS, type EntryStep, stepAccess, stepPath } from '../../src/domain/entry/entrySteps.ts'
import { formatJoinCode, joinCodeFromQr, joinQrText, normalizeJoinCode } from '../../src/domain/entry/joinCode.ts'
import { isPartySize, memberIndexes, PARTY_STATUSES, type PartySize, type PartyStatus, partyCancellable, partyCoupon, partyEditable, partyOpen } from '../../src/domain/entry/partyRules.ts'
import { base64UrlDecode, base64UrlEncode, parseTicket, type TicketPayload, ticketPayloadBytes, ticketText, verifyTicket } from '../../src/domain/entry/ticket.ts'

type Items = EntryDraft['items']

const items = (phys: number[] = [], exp: number[] = [], coin: number[] = []): Items => ({ phys, exp, coin })
const draft = (changes: Partial<EntryDraft> = {}): EntryDraft => ({ ...emptyDraft(), ...changes })
const member = (n: number): DraftMember => ({ user_id: `user-${n}`, follow_code: `FOLLOW${n}`, name: `Member ${n}`, avatar_id: n, is_child: n % 2 === 0 })

/** Step 1 done: a valid name, a katakana reading and an avatar. */
const named: Partial<EntryDraft> = { name: 'トポロ太郎', tts_name: 'トポロタロウ', avatar_id: 1 }
/** Step 5 done: a leader with an organised party of three and both members. */
const party: Partial<EntryDraft> = { role: 'leader', party_id: 'party-1', organized: true, member_count: 3, members: [member(1), member(2)] }

describe('emptyDraft', () => {
  it('starts with nothing chosen and a party of three', () => {
    expect(emptyDraft()).toStrictEqual({
      name: '',
      tts_name: '',
      avatar_id: null,
      spirit_id: null,
      coupon_id: null,
      items: { phys: [], exp: [], coin: [] },
      is_child: false,
      role: null,
      party_name: '',
      party_tts_name: '',
      member_count: 3,
      members: [null, null],
      party_id: null,
      organized: false,
      slot_sent_at: null,
      entry_number: null,
    })
  })

  it('is a fresh object on every call (no shared lists)', () => {
    const first = emptyDraft()
    const second = emptyDraft()
    expect(first).not.toBe(second)
    expect(first.items).not.toBe(second.items)
    expect(first.items.phys).not.toBe(second.items.phys)
    expect(first.members).not.toBe(second.members)
  })
})

describe('changeDraft', () => {
  /** A draft whose slot was sent at 1000, with items of every kind. */
  const sent = draft({ ...named, spirit_id: 2, coupon_id: 3, items: items([11, 12], [21], [31]), slot_sent_at: 1000 })
  const chosen = sent.items

  it.each<[string, Partial<EntryDraft>, Partial<EntryDraft>]>([
    // A new avatar clears the items (and unsends the slot).
    ['a new avatar', { avatar_id: 2 }, { avatar_id: 2, items: items(), slot_sent_at: null }],
    ['no avatar any more', { avatar_id: null }, { avatar_id: null, items: items(), slot_sent_at: null }],
    ['a new avatar with its items', { avatar_id: 2, items: items([13]) }, { avatar_id: 2, items: items([13]), slot_sent_at: null }],
    ['the same avatar', { avatar_id: 1 }, {}],
    // Each slot field unsends the slot.
    ['a new name', { name: '花子' }, { name: '花子', slot_sent_at: null }],
    ['a new reading', { tts_name: 'ハナコ' }, { tts_name: 'ハナコ', slot_sent_at: null }],
    ['a new spirit', { spirit_id: 4 }, { spirit_id: 4, slot_sent_at: null }],
    ['no spirit any more', { spirit_id: null }, { spirit_id: null, slot_sent_at: null }],
    ['declared a child', { is_child: true }, { is_child: true, slot_sent_at: null }],
    ['a new coupon', { coupon_id: 5 }, { coupon_id: 5, slot_sent_at: null }],
    ['no coupon any more', { coupon_id: null }, { coupon_id: null, slot_sent_at: null }],
    ['new items', { items: items([11]) }, { items: items([11]), slot_sent_at: null }],
    // Unless slot_sent_at itself is part of the change.
    ['a new name, sent again', { name: '花子', slot_sent_at: 2000 }, { name: '花子', slot_sent_at: 2000 }],
    ['new items, sent again', { items: items([14]), slot_sent_at: 2000 }, { items: items([14]), slot_sent_at: 2000 }],
    ['a new avatar, sent again', { avatar_id: 2, slot_sent_at: 2000 }, { avatar_id: 2, items: items(), slot_sent_at: 2000 }],
    ['only the sending time', { slot_sent_at: 3000 }, { slot_sent_at: 3000 }],
    ['the sending time cleared', { slot_sent_at: null }, { slot_sent_at: null }],
    // Same values and fields outside the slot keep it sent.
    ['the same name', { name: sent.name }, {}],
    ['the same items list', { items: chosen }, {}],
    ['the same coupon', { coupon_id: 3 }, {}],
    ['a role', { role: 'leader' }, { role: 'leader' }],
    ['a party name', { party_name: 'Party', party_tts_name: 'パーティ' }, { party_name: 'Party', party_tts_name: 'パーティ' }],
    ['a party size', { member_count: 2 }, { member_count: 2 }],
    ['members', { members: [member(1), null] }, { members: [member(1), null] }],
    ['a party id, organised', { party_id: 'p', organized: true }, { party_id: 'p', organized: true }],
    ['an entry number', { entry_number: 7 }, { entry_number: 7 }],
    ['nothing', {}, {}],
  ])('%s', (_, changes, expected) => {
    expect(changeDraft(sent, changes)).toStrictEqual({ ...sent, ...expected })
  })

  it('does not change the draft it is given', () => {
    // A deep copy made in this realm (structuredClone's would come from Node's, with another Object).
    const before = JSON.parse(JSON.stringify(sent)) as typeof sent
    changeDraft(sent, { avatar_id: 9, name: 'X' })
    expect(sent).toStrictEqual(before)
    expect(sent.items).toBe(chosen)
  })
})

describe('avatarChangeClearsItems', () => {
  it.each<[string, Partial<EntryDraft>, number, boolean]>([
    ['another avatar, physical items', { avatar_id: 1, items: items([11]) }, 2, true],
    ['another avatar, experience items', { avatar_id: 1, items: items([], [21]) }, 2, true],
    ['another avatar, coin items', { avatar_id: 1, items: items([], [], [31]) }, 2, true],
    ['another avatar, no items', { avatar_id: 1, items: items() }, 2, false],
    ['the same avatar, items', { avatar_id: 1, items: items([11], [21], [31]) }, 1, false],
    ['no avatar yet, items', { avatar_id: null, items: items([11]) }, 2, false],
  ])('%s: %s', (_, changes, avatarId, expected) => {
    expect(avatarChangeClearsItems(draft(changes), avatarId)).toBe(expected)
  })
})

describe('item slots', () => {
  it.each<[EntryItemKind, number, string[]]>([
    ['phys', 3, ['A1', 'A2', 'A3']],
    ['exp', 2, ['E1', 'E2']],
    ['coin', 1, ['G1']],
  ])('%s has %i slots: %j', (kind, count, ids) => {
    expect(ENTRY_ITEM_SLOTS[kind].count).toBe(count)
    expect(slotIdsOf(kind)).toStrictEqual(ids)
  })

  it.each<[string, Items, { slot_id: string; item_id: number }[]]>([
    ['nothing', items(), []],
    [
      'every slot',
      items([1, 2, 3], [4, 5], [6]),
      [
        { slot_id: 'A1', item_id: 1 },
        { slot_id: 'A2', item_id: 2 },
        { slot_id: 'A3', item_id: 3 },
        { slot_id: 'E1', item_id: 4 },
        { slot_id: 'E2', item_id: 5 },
        { slot_id: 'G1', item_id: 6 },
      ],
    ],
    [
      'more than the slots',
      items([1, 2, 3, 4], [5, 6, 7], [8, 9]),
      [
        { slot_id: 'A1', item_id: 1 },
        { slot_id: 'A2', item_id: 2 },
        { slot_id: 'A3', item_id: 3 },
        { slot_id: 'E1', item_id: 5 },
        { slot_id: 'E2', item_id: 6 },
        { slot_id: 'G1', item_id: 8 },
      ],
    ],
    [
      'no physical items',
      items([], [5, 6], [8]),
      [
        { slot_id: 'E1', item_id: 5 },
        { slot_id: 'E2', item_id: 6 },
        { slot_id: 'G1', item_id: 8 },
      ],
    ],
    [
      'copies of one item',
      items([7, 7], [], [9]),
      [
        { slot_id: 'A1', item_id: 7 },
        { slot_id: 'A2', item_id: 7 },
        { slot_id: 'G1', item_id: 9 },
      ],
    ],
    ['only a coin', items([], [], [9]), [{ slot_id: 'G1', item_id: 9 }]],
  ])('slotItems: %s', (_, chosen, expected) => {
    expect(slotItems(chosen)).toStrictEqual(expected)
  })

  it.each<[string, EntryItemKind | null]>([
    ['A1', 'phys'],
    ['A2', 'phys'],
    ['A3', 'phys'],
    ['E1', 'exp'],
    ['E2', 'exp'],
    ['G1', 'coin'],
    ['A4', null],
    ['A0', null],
    ['A10', null],
    ['E3', null],
    ['E0', null],
    ['G2', null],
    ['G0', null],
    ['B1', null],
    ['a1', null],
    ['e1', null],
    ['g1', null],
    [' A1', null],
    ['A1 ', null],
    ['A', null],
    ['1', null],
    ['', null],
  ])('kindOfSlot(%j) is %s', (slotId, expected) => {
    expect(kindOfSlot(slotId)).toBe(expected)
  })

  it.each<EntryItemKind>(['phys', 'exp', 'coin'])('every slot id of %s is of that kind', (kind) => {
    for (const slotId of slotIdsOf(kind)) expect(kindOfSlot(slotId)).toBe(kind)
  })
})

describe('toggleItem', () => {
  it.each<[string, number[], number, EntryItemKind, number, boolean, number[] | null]>([
    // Adding: one more copy needs one more owned, and a full kind takes nothing.
    ['adds to an empty list', [], 5, 'phys', 1, true, [5]],
    ['adds after the others', [6, 7], 5, 'phys', 1, true, [6, 7, 5]],
    ['adds a second copy of two owned', [5], 5, 'phys', 2, true, [5, 5]],
    ['adds a third copy of three owned', [5, 5], 5, 'phys', 3, true, [5, 5, 5]],
    ['refuses a second copy of one owned', [5], 5, 'phys', 1, true, null],
    ['refuses a third copy of two owned', [5, 6, 5], 5, 'exp', 2, true, null],
    ['refuses an item not owned', [], 5, 'phys', 0, true, null],
    ['refuses a fourth physical item', [1, 2, 3], 5, 'phys', 9, true, null],
    ['adds a second experience item', [1], 5, 'exp', 1, true, [1, 5]],
    ['refuses a third experience item', [1, 2], 5, 'exp', 9, true, null],
    ['adds a coin', [], 5, 'coin', 1, true, [5]],
    ['refuses a second coin', [1], 5, 'coin', 9, true, null],
    ['refuses a second copy of the coin', [5], 5, 'coin', 9, true, null],
    // Removing takes out one copy, whatever the limits.
    ['removes the only copy', [5], 5, 'phys', 1, false, []],
    ['removes one item of several', [6, 5, 7], 5, 'phys', 1, false, [6, 7]],
    ['removes one copy of two', [5, 6, 5], 5, 'phys', 2, false, [5, 6]],
    ['removes even when no longer owned', [5], 5, 'coin', 0, false, []],
    ['removes from a full list', [1, 2, 3], 2, 'phys', 1, false, [1, 3]],
    ['cannot remove what is not there', [6, 7], 5, 'phys', 1, false, null],
    ['cannot remove from an empty list', [], 5, 'exp', 1, false, null],
  ])('%s', (_, list, itemId, kind, owned, add, expected) => {
    const before = [...list]
    expect(toggleItem(list, itemId, kind, owned, add)).toStrictEqual(expected)
    expect(list).toStrictEqual(before)
  })
})

describe('stepNeeds', () => {
  it.each<[string, Partial<EntryDraft>, EntryStep, StepNeed[]]>([
    // Step 1: name, reading and avatar.
    ['step 1 of an empty draft', {}, 1, ['name', 'avatar']],
    ['step 1 done', named, 1, []],
    ['step 1 with a 12-character name', { ...named, name: 'ABCDEFGHIJKL' }, 1, []],
    ['step 1 without a reading', { ...named, tts_name: '' }, 1, []],
    ['step 1 with a long mark in the reading', { ...named, tts_name: 'ホーム・ラン' }, 1, []],
    ['step 1 with an empty name', { ...named, name: '' }, 1, ['name']],
    ['step 1 with a blank name', { ...named, name: '   ' }, 1, ['name']],
    ['step 1 with a 13-character name', { ...named, name: 'ABCDEFGHIJKLM' }, 1, ['name']],
    ['step 1 with an emoji', { ...named, name: 'トポロ😀' }, 1, ['name']],
    ['step 1 with a banned word', { ...named, name: 'fuck' }, 1, ['name']],
    ['step 1 with a banned word in katakana', { ...named, name: 'チンコ' }, 1, ['name']],
    ['step 1 with a hiragana reading', { ...named, tts_name: 'とぽろ' }, 1, ['reading']],
    ['step 1 with a latin reading', { ...named, tts_name: 'topolo' }, 1, ['reading']],
    ['step 1 with a half-width reading', { ...named, tts_name: 'ﾄﾎﾟﾛ' }, 1, ['reading']],
    ['step 1 with a 25-character reading', { ...named, tts_name: 'ア'.repeat(25) }, 1, ['reading']],
    ['step 1 without an avatar', { ...named, avatar_id: null }, 1, ['avatar']],
    ['step 1 with everything wrong', { name: '', tts_name: 'abc', avatar_id: null }, 1, ['name', 'reading', 'avatar']],
    // Steps 2, 4 and 6 may be left empty.
    ['step 2 of an empty draft', {}, 2, []],
    ['step 4 of an empty draft', {}, 4, []],
    ['step 6 of an empty draft', {}, 6, []],
    // Step 3: the spirit.
    ['step 3 without a spirit', named, 3, ['spirit']],
    ['step 3 with a spirit', { spirit_id: 1 }, 3, []],
    // Step 5: a leader's organised party with every member.
    ['step 5 of an empty draft', {}, 5, ['party']],
    ['step 5 with a party of three', party, 5, []],
    ['step 5 with a party of two', { ...party, member_count: 2, members: [member(1), null] }, 5, []],
    ['step 5 of three missing the second member', { ...party, members: [member(1), null] }, 5, ['party']],
    ['step 5 of three missing the first member', { ...party, members: [null, member(2)] }, 5, ['party']],
    ['step 5 of two missing its member', { ...party, member_count: 2, members: [null, member(2)] }, 5, ['party']],
    ['step 5 of two without members', { ...party, member_count: 2, members: [null, null] }, 5, ['party']],
    ['step 5 as a member', { ...party, role: 'member' }, 5, ['party']],
    ['step 5 without a role', { ...party, role: null }, 5, ['party']],
    ['step 5 without a party id', { ...party, party_id: null }, 5, ['party']],
    ['step 5 not organised', { ...party, organized: false }, 5, ['party']],
  ])('%s', (_, changes, step, expected) => {
    expect(stepNeeds(draft(changes), step)).toStrictEqual(expected)
  })
})

describe('stepsDone', () => {
  it.each<[string, Partial<EntryDraft>, number]>([
    ['an empty draft', {}, 0],
    ['no avatar, everything else', { ...named, avatar_id: null, spirit_id: 1, ...party }, 0],
    ['a bad name, everything else', { ...named, name: 'ABCDEFGHIJKLM', spirit_id: 1, ...party }, 0],
    ['step 1 (step 2 needs nothing)', named, 2],
    ['step 1 and a party, no spirit', { ...named, ...party }, 2],
    ['steps 1 and 3 (step 4 needs nothing)', { ...named, spirit_id: 1 }, 4],
    ['steps 1 and 3 as a member', { ...named, spirit_id: 1, ...party, role: 'member' }, 4],
    ['steps 1 and 3, a party still missing a member', { ...named, spirit_id: 1, ...party, members: [member(1), null] }, 4],
    ['every step', { ...named, spirit_id: 1, ...party }, 5],
    ['every step, a party of two', { ...named, spirit_id: 1, ...party, member_count: 2, members: [member(1), null] }, 5],
  ])('%s: %i', (_, changes, expected) => {
    expect(stepsDone(draft(changes))).toBe(expected)
  })
})

describe('missingMembers', () => {
  it.each<[PartySize, (DraftMember | null)[], number]>([
    [3, [null, null], 2],
    [3, [member(1), null], 1],
    [3, [null, member(2)], 1],
    [3, [member(1), member(2)], 0],
    [2, [null, null], 1],
    [2, [member(1), null], 0],
    [2, [null, member(2)], 1],
    [2, [member(1), member(2)], 0],
  ])('a party of %i with %j misses %i', (size, members, expected) => {
    expect(missingMembers(draft({ member_count: size, members }))).toBe(expected)
  })
})

describe('recommendedItems', () => {
  const ranked = (...pairs: [number, number][]) => pairs.map(([item_id, category]) => ({ item_id, category }))

  it.each<[string, { item_id: number; category: number }[], Items]>([
    ['nothing ranked', [], items()],
    ['category 1 physical, 3 experience, 2 coin', ranked([1, 1], [2, 3], [3, 2]), items([1], [2], [3])],
    ['in rank order', ranked([9, 1], [3, 1], [5, 1]), items([9, 3, 5])],
    ['one copy each', ranked([5, 1], [5, 1], [6, 1], [6, 1]), items([5, 6])],
    ['a repeat takes no slot', ranked([1, 1], [2, 1], [1, 1], [3, 1], [4, 1]), items([1, 2, 3])],
    ['physical capped at 3', ranked([1, 1], [2, 1], [3, 1], [4, 1], [5, 1]), items([1, 2, 3])],
    ['experience capped at 2', ranked([1, 3], [2, 3], [3, 3]), items([], [1, 2])],
    ['coin capped at 1', ranked([1, 2], [2, 2]), items([], [], [1])],
    ['unknown categories ignored', ranked([1, 0], [2, 4], [3, -1], [4, 1.5], [5, Number.NaN], [6, 3]), items([], [6])],
    ['kinds mixed', ranked([1, 2], [2, 1], [3, 3], [4, 2], [5, 1], [6, 3], [7, 3], [8, 1], [9, 1]), items([2, 5, 8], [3, 6], [1])],
  ])('%s', (_, list, expected) => {
    expect(recommendedItems(list)).toStrictEqual(expected)
  })
})

describe('draftFromStored', () => {
  const full: EntryDraft = {
    name: 'トポロ太郎',
    tts_name: 'トポロタロウ',
    avatar_id: 1,
    spirit_id: 2,
    coupon_id: 3,
    items: items([11, 11, 12], [21], [31]),
    is_child: true,
    role: 'leader',
    party_name: 'Party',
    party_tts_name: 'パーティ',
    member_count: 2,
    members: [member(1), null],
    party_id: 'party-1',
    organized: true,
    slot_sent_at: 1000,
    entry_number: 7,
  }

  it('reads back a stored draft', () => {
    expect(draftFromStored(JSON.parse(JSON.stringify(full)))).toStrictEqual(full)
  })

  it('reads a member stored before the child flag as an adult', () => {
    const { is_child: _, ...older } = member(2)
    expect(draftFromStored({ ...full, members: [older, null] }).members[0]).toStrictEqual({ ...older, is_child: false })
  })

  it('drops unknown fields', () => {
    expect(draftFromStored({ ...full, extra: 'x' })).toStrictEqual(full)
  })

  it.each<[keyof EntryDraft, unknown]>([
    ['name', 5],
    ['name', null],
    ['tts_name', ['ア']],
    ['avatar_id', 0],
    ['avatar_id', 1.5],
    ['avatar_id', '1'],
    ['spirit_id', -1],
    ['coupon_id', 'x'],
    ['items', 'x'],
    ['items', null],
    ['items', [1, 2]],
    ['role', 'admin'],
    ['party_name', {}],
    ['party_tts_name', 3],
    ['member_count', 1],
    ['member_count', 4],
    ['member_count', '2'],
    ['members', [member(1)]],
    ['members', [null, null, null]],
    ['members', 'x'],
    ['members', [member(1), { user_id: 'u' }]],
    ['party_id', 5],
    ['organized', 'true'],
    ['is_child', 'yes'],
    ['slot_sent_at', '1000'],
    ['entry_number', '7'],
    ['entry_number', true],
  ])('a bad %s (%j) falls back alone', (field, bad) => {
    expect(draftFromStored({ ...full, [field]: bad })).toStrictEqual({ ...full, [field]: emptyDraft()[field] })
  })

  it.each<[string, unknown, Items]>([
    ['a bad physical list', { phys: 'x', exp: [21], coin: [31] }, items([], [21], [31])],
    ['a bad id in the experience list', { phys: [11], exp: [21, 0], coin: [31] }, items([11], [], [31])],
    ['a fractional coin id', { phys: [11], exp: [21], coin: [1.5] }, items([11], [21], [])],
    ['a missing coin list', { phys: [11], exp: [21] }, items([11], [21], [])],
  ])('%s falls back alone', (_, stored, expected) => {
    expect(draftFromStored({ ...full, items: stored }).items).toStrictEqual(expected)
  })

  it.each<[keyof EntryDraft]>(Object.keys(full).map((field) => [field as keyof EntryDraft]))('a missing %s falls back alone', (field) => {
    const { [field]: _, ...rest } = full
    expect(draftFromStored(rest)).toStrictEqual({ ...full, [field]: emptyDraft()[field] })
  })

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['unknown fields only', { foo: 1, bar: 'x' }],
    [
      'every field wrong',
      {
        name: 1,
        tts_name: 2,
        avatar_id: 'a',
        spirit_id: 'b',
        coupon_id: 'c',
        items: 3,
        role: 4,
        party_name: 5,
        party_tts_name: 6,
        member_count: 7,
        members: 8,
        party_id: 9,
        organized: 10,
        slot_sent_at: 'd',
        entry_number: 'e',
      },
    ],
    ['an array', [1, 2, 3]],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'draft'],
    ['a JSON string of a draft', JSON.stringify(full)],
    ['a number', 42],
    ['a boolean', true],
  ])('%s gives the empty draft', (_, stored) => {
    expect(draftFromStored(stored)).toStrictEqual(emptyDraft())
  })
})

describe('entry steps', () => {
  it('are 1 to 6', () => {
    expect(ENTRY_STEPS).toStrictEqual([1, 2, 3, 4, 5, 6])
  })

  /** By steps done (0 to 5), what each step 1 to 6 answers: shown (true) or the step to show instead. */
  const access: Record<number, (true | EntryStep)[]> = {
    0: [true, 1, 1, 1, 1, 1],
    1: [true, true, 2, 2, 2, 2],
    2: [true, true, true, 3, 3, 3],
    3: [true, true, true, true, 4, 4],
    4: [true, true, true, true, true, 5],
    5: [true, true, true, true, true, true],
  }
  const rows = Object.entries(access).flatMap(([done, answers]) => answers.map((answer, index): [EntryStep, number, true | EntryStep] => [(index + 1) as EntryStep, Number(done), answer]))

  it('covers every step for every count done', () => {
    expect(rows).toHaveLength(36)
  })

  it.each(rows)('step %i with %i done: %s', (step, done, answer) => {
    expect(stepAccess(step, done)).toStrictEqual(answer === true ? { ok: true } : { ok: false, redirectTo: answer })
  })

  it.each<[EntryStep, string]>([
    [1, '/entry-01'],
    [2, '/entry-02'],
    [3, '/entry-03'],
    [4, '/entry-04'],
    [5, '/entry-05'],
    [6, '/entry-06'],
  ])('step %i is at %s', (step, path) => {
    expect(stepPath(step)).toBe(path)
  })
})

describe('join codes', () => {
  it.each<[string, string | null]>([
    ['ABCD2345', 'ABCD2345'],
    ['abcd2345', 'ABCD2345'],
    ['aBcD2345', 'ABCD2345'],
    ['ABCD-2345', 'ABCD2345'],
    ['abcd 2345', 'ABCD2345'],
    ['  ABCD 2345  ', 'ABCD2345'],
    ['AB-CD 23-45', 'ABCD2345'],
    ['ABCD\t2345', 'ABCD2345'],
    ['ＡＢＣＤ２３４５', 'ABCD2345'],
    ['ａｂｃｄ－２３４５', 'ABCD2345'],
    ['ABCD\u30002345', 'ABCD2345'], // ideographic space
    ['ABCD\u20102345', 'ABCD2345'], // hyphen
    ['ABCD\u22122345', 'ABCD2345'], // minus sign
    ['ABCDー2345', 'ABCD2345'], // katakana long mark
    ['ZYXW9876', 'ZYXW9876'],
    ['', null],
    ['ABCD234', null],
    ['ABCD23456', null],
    ['ABCD-234', null],
    ['ABCD2340', null], // zero
    ['ABCD234O', null],
    ['abcd234o', null],
    ['ABCD2341', null], // one
    ['ABCD234I', null],
    ['abcd234i', null],
    ['ABCD234L', null],
    ['abcd234l', null],
    ['ABC_2345', null],
    ['ABCD234!', null],
    ['ABCD.345', null],
    ['アイウエオカキク', null],
  ])('normalizeJoinCode(%j) is %j', (typed, expected) => {
    expect(normalizeJoinCode(typed)).toBe(expected)
  })

  it.each<[string, string | null]>([
    ['JOIN:ABCD2345', 'ABCD2345'],
    ['ABCD2345', 'ABCD2345'],
    ['join:abcd2345', 'ABCD2345'],
    ['Join:ABCD-2345', 'ABCD2345'],
    ['JOIN:abcd 2345', 'ABCD2345'],
    ['  JOIN:ABCD2345\n', 'ABCD2345'],
    ['JOIN:', null],
    ['JOIN:ABCD234', null],
    ['JOIN:ABCD23456', null],
    ['JOIN:ABCD2340', null],
    ['JOIN:JOIN:ABCD2345', null],
    ['JOIN;ABCD2345', null],
    ['COUPON:ABCD2345', null],
    ['https://example.com/join/ABCD2345', null],
    ['DPT1.eyJwIjoiYSJ9.AAAA', null],
    ['', null],
    // Long texts: at most 64 characters are read.
    [`JOIN:ABCD${' '.repeat(51)}2345`, 'ABCD2345'],
    [`JOIN:ABCD${' '.repeat(52)}2345`, null],
    [`JOIN:${'A'.repeat(1000)}`, null],
    ['ABCD2345'.repeat(100), null],
  ])('joinCodeFromQr(%j) is %j', (payload, expected) => {
    expect(joinCodeFromQr(payload)).toBe(expected)
  })

  it.each<[string, string, string]>([
    ['ABCD2345', 'JOIN:ABCD2345', 'ABCD-2345'],
    ['ZYXW9876', 'JOIN:ZYXW9876', 'ZYXW-9876'],
  ])('%s shows as QR %s and text %s, and reads back', (code, qr, shown) => {
    expect(joinQrText(code)).toBe(qr)
    expect(formatJoinCode(code)).toBe(shown)
    expect(joinCodeFromQr(joinQrText(code))).toBe(code)
    expect(normalizeJoinCode(formatJoinCode(code))).toBe(code)
  })
})

describe('party rules', () => {
  it.each<[number | null, (number | null)[], { couponId: number; fromLeader: boolean } | null]>([
    [5, [6, 7], { couponId: 5, fromLeader: true }],
    [5, [], { couponId: 5, fromLeader: true }],
    [5, [null, null], { couponId: 5, fromLeader: true }],
    [null, [6, 7], { couponId: 6, fromLeader: false }],
    [null, [null, 7], { couponId: 7, fromLeader: false }],
    [null, [6, null], { couponId: 6, fromLeader: false }],
    [null, [null, null], null],
    [null, [null], null],
    [null, [], null],
  ])('leader %j, members %j: %j', (leader, members, expected) => {
    expect(partyCoupon(leader, members)).toStrictEqual(expected)
  })

  const statuses: [PartyStatus, boolean, boolean, boolean][] = [
    // status, editable, open, cancellable
    ['forming', true, true, true],
    ['organized', true, true, true],
    ['entered', false, true, true],
    ['playing', false, true, false],
    ['ended', false, false, false],
    ['disbanded', false, false, false],
  ]

  it('the table covers every status', () => {
    expect(statuses.map(([status]) => status)).toStrictEqual([...PARTY_STATUSES])
  })

  it.each(statuses)('%s: editable %s, open %s, cancellable %s', (status, editable, open, cancellable) => {
    expect(partyEditable(status)).toBe(editable)
    expect(partyOpen(status)).toBe(open)
    expect(partyCancellable(status)).toBe(cancellable)
  })

  it.each<[PartySize, (1 | 2)[]]>([
    [2, [1]],
    [3, [1, 2]],
  ])('a party of %i has member places %j', (size, indexes) => {
    expect(memberIndexes(size)).toStrictEqual(indexes)
  })

  it.each<[unknown, boolean]>([
    [2, true],
    [3, true],
    [1, false],
    [4, false],
    [0, false],
    [2.5, false],
    ['2', false],
    ['3', false],
    [null, false],
    [undefined, false],
    [[2], false],
  ])('isPartySize(%j) is %s', (value, expected) => {
    expect(isPartySize(value)).toBe(expected)
  })
})

describe('ticket base64url', () => {
  const allBytes = Uint8Array.from({ length: 256 }, (_, index) => index)

  it.each<[number[], string]>([
    [[], ''],
    [[0], 'AA'],
    [[0xfb], '-w'],
    [[0xff, 0xfe], '__4'],
    [[0xfb, 0xff, 0xbf], '-_-_'],
    [[102, 111], 'Zm8'],
    [[102, 111, 111, 98, 97, 114], 'Zm9vYmFy'],
  ])('%j is %j', (bytes, text) => {
    expect(base64UrlEncode(Uint8Array.from(bytes))).toBe(text)
    expect(base64UrlDecode(text)).toStrictEqual(Uint8Array.from(bytes))
  })

  it.each([0, 1, 2, 3, 4, 5, 64, 255, 256])('the first %i bytes of 0 to 255 go there and back', (length) => {
    const bytes = allBytes.slice(0, length)
    const text = base64UrlEncode(bytes)
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
    expect(base64UrlDecode(text)).toStrictEqual(bytes)
  })

  it('every byte value goes there and back on its own', () => {
    for (const byte of allBytes) expect(base64UrlDecode(base64UrlEncode(Uint8Array.of(byte)))).toStrictEqual(Uint8Array.of(byte))
  })

  it.each(['AB+C', 'AB/C', 'AB=C', 'AA==', 'A B', 'AB.C', 'ÀBCD', 'A', 'AAAAA'])('%j is not base64url', (text) => {
    expect(base64UrlDecode(text)).toBeNull()
  })
})

describe('tickets', () => {
  const payload: TicketPayload = { p: 'party-1', n: 7, d: '20250301', t: 1_740_787_200 }
  const encode = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)))
  const signature = base64UrlEncode(new Uint8Array(64).fill(7))
  const text = (payloadPart: string, signaturePart = signature, prefix = 'DPT1') => `${prefix}.${payloadPart}.${signaturePart}`
  const valid = text(encode(payload))

  it('parses a ticket (the signature unchecked)', () => {
    const parsed = parseTicket(valid)
    expect(parsed?.payload).toStrictEqual(payload)
    expect(parsed?.signed).toStrictEqual(new Uint8Array(ticketPayloadBytes(payload)))
    expect(parsed?.signature).toStrictEqual(new Uint8Array(64).fill(7))
  })

  it('ticketText writes what parseTicket reads', () => {
    expect(ticketText(payload, new Uint8Array(64).fill(7))).toBe(valid)
  })

  it.each<[string, string]>([
    ['surrounded by spaces', `  ${valid}\n`],
    ['padded to 512 characters', valid.padEnd(512, ' ')],
    ['with a 64-character party id', text(encode({ ...payload, p: 'a'.repeat(64) }))],
  ])('accepts a ticket %s', (_, ticket) => {
    expect(parseTicket(ticket)?.payload.n).toBe(7)
  })

  it.each<[string, string]>([
    ['an empty text', ''],
    ['a wrong prefix', text(encode(payload), signature, 'DPT2')],
    ['a lower-case prefix', text(encode(payload), signature, 'dpt1')],
    ['no prefix', `${encode(payload)}.${signature}`],
    ['four parts', `${valid}.${signature}`],
    ['two parts', `DPT1.${encode(payload)}`],
    ['an empty payload', text('')],
    ['a payload that is not base64url', text('!!!!')],
    ['a payload that is not JSON', text(base64UrlEncode(new TextEncoder().encode('not json')))],
    ['a payload of null', text(encode(null))],
    ['a payload that is an array', text(encode([payload.p, payload.n, payload.d, payload.t]))],
    ['a payload that is a number', text(encode(7))],
    ['no party id', text(encode({ n: 7, d: '20250301', t: 1 }))],
    ['no entry number', text(encode({ p: 'party-1', d: '20250301', t: 1 }))],
    ['no day', text(encode({ p: 'party-1', n: 7, t: 1 }))],
    ['no issue time', text(encode({ p: 'party-1', n: 7, d: '20250301' }))],
    ['an empty party id', text(encode({ ...payload, p: '' }))],
    ['a party id with a slash', text(encode({ ...payload, p: 'party/1' }))],
    ['a 65-character party id', text(encode({ ...payload, p: 'a'.repeat(65) }))],
    ['a numeric party id', text(encode({ ...payload, p: 1 }))],
    ['entry number 0', text(encode({ ...payload, n: 0 }))],
    ['a negative entry number', text(encode({ ...payload, n: -1 }))],
    ['a fractional entry number', text(encode({ ...payload, n: 1.5 }))],
    ['an entry number as text', text(encode({ ...payload, n: '7' }))],
    ['a 7-digit day', text(encode({ ...payload, d: '2025031' }))],
    ['a dashed day', text(encode({ ...payload, d: '2025-03-01' }))],
    ['a 9-digit day', text(encode({ ...payload, d: '202503011' }))],
    ['a day with a letter before it', text(encode({ ...payload, d: 'x20250301' }))],
    ['a day as a number', text(encode({ ...payload, d: 20250301 }))],
    ['a fractional issue time', text(encode({ ...payload, t: 1.5 }))],
    ['an issue time as text', text(encode({ ...payload, t: '1' }))],
    ['no signature', text(encode(payload), '')],
    ['a 63-byte signature', text(encode(payload), base64UrlEncode(new Uint8Array(63)))],
    ['a 65-byte signature', text(encode(payload), base64UrlEncode(new Uint8Array(65)))],
    ['a signature that is not base64url', text(encode(payload), `${signature.slice(0, -1)}+`)],
    ['a text of 513 characters', valid.padEnd(513, ' ')],
    ['a long payload', text(encode({ ...payload, x: 'a'.repeat(400) }))],
  ])('refuses %s', (_, ticket) => {
    expect(parseTicket(ticket)).toBeNull()
  })
})

describe('verifyTicket', () => {
  const payload: TicketPayload = { p: 'party-1', n: 7, d: '20250301', t: 1_740_787_200 }
  let keys: CryptoKeyPair
  let otherKeys: CryptoKeyPair
  let publicKey: string
  let otherPublicKey: string
  let signature: Uint8Array

  const generate = async () => (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const exportRaw = async (key: CryptoKey) => new Uint8Array(await crypto.subtle.exportKey('raw', key))
  const sign = async (key: CryptoKey, signed: TicketPayload) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(ticketPayloadBytes(signed))))

  beforeAll(async () => {
    keys = await generate()
    otherKeys = await generate()
    publicKey = base64UrlEncode(await exportRaw(keys.publicKey))
    otherPublicKey = base64UrlEncode(await exportRaw(otherKeys.publicKey))
    signature = await sign(keys.privateKey, payload)
  })

  it('the keys are raw 32 bytes and the signature 64', async () => {
    expect(await exportRaw(keys.publicKey)).toHaveLength(32)
    expect(signature).toHaveLength(64)
  })

  it('answers the payload of a ticket signed with the key', async () => {
    expect(await verifyTicket(ticketText(payload, signature), publicKey)).toStrictEqual(payload)
  })

  it('answers the payload of any ticket the key signed', async () => {
    const other: TicketPayload = { p: 'another_party', n: 123, d: '20251231', t: 0 }
    expect(await verifyTicket(ticketText(other, await sign(keys.privateKey, other)), publicKey)).toStrictEqual(other)
  })

  it.each<[string, Partial<TicketPayload>]>([
    ['entry number', { n: 8 }],
    ['party id', { p: 'party-2' }],
    ['day', { d: '20250302' }],
    ['issue time', { t: 1_740_787_201 }],
  ])('refuses a ticket whose %s was changed', async (_, change) => {
    expect(await verifyTicket(ticketText({ ...payload, ...change }, signature), publicKey)).toBeNull()
  })

  it('refuses a second spelling of the same ticket (stray bits in the last base64url character)', async () => {
    const text = ticketText(payload, signature)
    const last = text.at(-1) ?? 'A'
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // 64 signature bytes end in a character that carries 4 bits of data and 2 unused ones.
    const twin = alphabet[(alphabet.indexOf(last) ^ 1) & 63] ?? 'A'
    expect(await verifyTicket(`${text.slice(0, -1)}${twin}`, publicKey)).toBeNull()
  })

  it('refuses a signature from another key', async () => {
    expect(await verifyTicket(ticketText(payload, await sign(otherKeys.privateKey, payload)), publicKey)).toBeNull()
  })

  it('refuses a ticket checked against another key', async () => {
    expect(await verifyTicket(ticketText(payload, signature), otherPublicKey)).toBeNull()
  })

  it('refuses a signature with one bit flipped', async () => {
    const flipped = Uint8Array.from(signature)
    flipped[10] = (flipped[10] ?? 0) ^ 1
    expect(await verifyTicket(ticketText(payload, flipped), publicKey)).toBeNull()
  })

  it.each<[string, () => string]>([
    ['31 bytes', () => base64UrlEncode(base64UrlDecode(publicKey)?.slice(0, 31) ?? new Uint8Array())],
    ['33 bytes', () => base64UrlEncode(Uint8Array.of(...(base64UrlDecode(publicKey) ?? []), 0))],
    ['no bytes', () => ''],
    ['not base64url', () => `${publicKey.slice(0, -1)}+`],
  ])('refuses a key of %s', async (_, key) => {
    expect(await verifyTicket(ticketText(payload, signature), key())).toBeNull()
  })

  it('refuses a text that is not a ticket', async () => {
    expect(await verifyTicket('JOIN:ABCD2345', publicKey)).toBeNull()
  })
})

describe('a stored draft with more items than slots', () => {
  it('keeps only as many items of each kind as it has slots', () => {
    const stored = { ...emptyDraft(), items: { phys: [1, 2, 3, 4, 5], exp: [6, 7, 8], coin: [9, 10] } }
    expect(draftFromStored(stored).items).toEqual({ phys: [1, 2, 3], exp: [6, 7], coin: [9] })
  })
})
