import * as v from 'valibot'
import { expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import {
  AVATAR_MAX_LEVEL,
  ItemCategory,
  MANUAL_TITLE_ID,
  MASTER_SET_NAMES,
  MASTER_SETS,
  type MasterRecord,
  type MasterSetName,
  masterListReplySchema,
  masterRecordReplySchema,
  ProductType,
  TopoloType,
} from '../../src/domain/contract/master.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { readEnvelope } from './support/http.ts'
import { localizedTexts, textProblems } from './support/masterChecks.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/** The least each set must hold (issue 3). */
const MINIMUM: Record<MasterSetName, number> = {
  avatars: 12,
  spirits: 10,
  spirit_effects: 10,
  spirit_effect_names: 10,
  items: 36,
  item_params: 36,
  products: 6,
  titles: 20,
  avatar_params: 12 * AVATAR_MAX_LEVEL,
  item_corrections: 10,
  coupons: 3,
  achievements: 10,
}

describeOnEachBackend('master data API', (backend) => {
  const server = useApiServer(backend, { prepare: (db) => seedMasterData(db) })
  const sets = new Map<MasterSetName, unknown[]>()

  const get = (path: string) => fetch(`${server.url}/api/v1/master/data/${path}`)
  function set<N extends MasterSetName>(name: N): MasterRecord<N>[] {
    const records = sets.get(name)
    if (!records) throw new Error(`${name} was not read`)
    return records as MasterRecord<N>[]
  }

  it('serves every set, each record valid, revalidated every time', async () => {
    for (const name of MASTER_SET_NAMES) {
      const response = await get(name)
      expect(response.status, name).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/)
      const reply = v.parse(masterListReplySchema(name), await response.json())
      expect(reply.result.status).toBe(0)
      const records = reply.data ?? []
      expect(records.length, name).toBeGreaterThanOrEqual(MINIMUM[name])
      const ids = records.map((record) => MASTER_SETS[name].recordId(record as never))
      expect(new Set(ids).size, `${name} ids are unique`).toBe(ids.length)
      sets.set(name, records)
    }
  })

  it('has every name and description in all five languages, in the right script', () => {
    let count = 0
    for (const [name, records] of sets) {
      for (const [index, record] of records.entries()) {
        for (const { path, text } of localizedTexts(record)) {
          count++
          expect(textProblems(text), `${name}[${index}].${path}`).toEqual([])
        }
      }
    }
    expect(count).toBeGreaterThan(300)
  })

  it('covers what the spec names: origins, categories, rarities, periods, media, product kinds', () => {
    expect(new Set(set('spirits').map((spirit) => spirit.origin))).toEqual(new Set(['original', 'collaboration']))
    const items = set('items')
    expect(new Set(items.map((item) => item.category))).toEqual(new Set([ItemCategory.physical, ItemCategory.coin, ItemCategory.experience]))
    expect(new Set(items.map((item) => item.rarity))).toEqual(new Set([0, 1, 2, 3]))
    expect(new Set(items.map((item) => item.origin))).toEqual(new Set(['original', 'collaboration']))
    for (const category of Object.values(ItemCategory)) {
      expect(items.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(8)
    }
    const manual = set('titles').find((title) => title.id === MANUAL_TITLE_ID)
    expect(manual?.manual).toBe(true)
    expect(manual?.description.ja).toMatch(/スタッフ/)
    expect(manual?.description.en).toMatch(/staff/i)
    expect(set('titles').filter((title) => title.manual)).toHaveLength(1)
    for (const name of ['titles', 'achievements'] as const) {
      expect(new Set(set(name).map((record) => record.limited)), name).toEqual(new Set([true, false]))
    }
    expect(new Set(set('coupons').map((coupon) => coupon.medium))).toEqual(new Set(['paper', 'digital']))
    const products = set('products')
    for (const topolo of [TopoloType.silver, TopoloType.gold]) {
      expect(products.some((product) => product.type === ProductType.topolo && product.related_id === topolo)).toBe(true)
      const firstTime = products.filter((product) => product.type === ProductType.firstTimeSet && product.related_id === topolo)
      expect(firstTime).toHaveLength(1)
      expect(firstTime[0]?.purchase_limit).toBe(1)
    }
  })

  it('keeps the sets consistent with each other', () => {
    const avatarIds = new Set(set('avatars').map((avatar) => avatar.id))
    const spiritIds = new Set(set('spirits').map((spirit) => spirit.id))
    const itemIds = new Set(set('items').map((item) => item.id))
    const titleIds = new Set(set('titles').map((title) => title.id))
    for (const avatar of set('avatars')) {
      if (avatar.transform_of !== null) expect(avatarIds.has(avatar.transform_of)).toBe(true)
      const levels = set('avatar_params')
        .filter((param) => param.avatar_id === avatar.id)
        .map((param) => param.level)
      expect(
        levels.sort((a, b) => a - b),
        `levels of avatar ${avatar.id}`,
      ).toEqual(Array.from({ length: AVATAR_MAX_LEVEL }, (_, i) => i + 1))
    }
    for (const effect of set('spirit_effects')) expect(spiritIds.has(effect.spirit_id)).toBe(true)
    expect(new Set(set('spirit_effect_names').map((name) => name.spirit_id))).toEqual(spiritIds)
    expect(new Set(set('spirit_effects').map((effect) => effect.spirit_id))).toEqual(spiritIds)
    expect(new Set(set('item_params').map((param) => param.item_id))).toEqual(itemIds)
    for (const correction of set('item_corrections')) {
      expect(itemIds.has(correction.item_id) && avatarIds.has(correction.avatar_id)).toBe(true)
    }
    for (const achievement of set('achievements')) {
      if (achievement.title_id !== null) expect(titleIds.has(achievement.title_id)).toBe(true)
    }
    for (const product of set('products')) {
      if (product.type === ProductType.avatar) {
        const avatar = set('avatars').find((candidate) => candidate.id === product.related_id)
        expect(avatar?.purchasable && avatar.price === product.price).toBe(true)
      }
      if (product.type === ProductType.spirit) {
        const spirit = set('spirits').find((candidate) => candidate.id === product.related_id)
        expect(spirit?.purchasable && spirit.price === product.price).toBe(true)
      }
    }
    for (const spirit of set('spirits')) {
      expect(spirit.collaboration_id === null).toBe(spirit.origin === 'original')
    }
  })

  it('reads one record by id, as listed', async () => {
    for (const name of MASTER_SET_NAMES) {
      const first = set(name)[0]
      const id = MASTER_SETS[name].recordId(first as never)
      const response = await get(`${name}/${id}`)
      expect(response.status, `${name}/${id}`).toBe(200)
      const reply = v.parse(masterRecordReplySchema(name), await response.json())
      expect(reply.data).toEqual(first)
    }
  })

  it('reads avatar params as avatarId_level with level 0 as 1, and corrections as itemId_avatarId', async () => {
    const levelZero = await readEnvelope(await get('avatar_params/2_0'))
    const levelOne = await readEnvelope(await get('avatar_params/2_1'))
    expect(levelZero.data).toEqual(levelOne.data)
    expect(levelOne.data).toMatchObject({ avatar_id: 2, level: 1 })
    expect((await readEnvelope(await get(`avatar_params/2_${AVATAR_MAX_LEVEL}`))).data).toMatchObject({ avatar_id: 2, level: AVATAR_MAX_LEVEL })

    const correction = set('item_corrections')[0]
    if (!correction) throw new Error('no corrections')
    const reply = await readEnvelope(await get(`item_corrections/${correction.item_id}_${correction.avatar_id}`))
    expect(reply.data).toEqual(correction)
    expect((await readEnvelope(await get('coupons/1'))).data).toMatchObject({ id: 1 })
  })

  it('answers unknown sets and ids with 404, malformed ids with 400', async () => {
    const notFound = ['nope', 'nope/1', 'Avatars', 'avatars/999999', `avatar_params/1_${AVATAR_MAX_LEVEL + 1}`, 'avatar_params/999_1', 'item_corrections/1_999', 'constructor', '__proto__/1']
    for (const path of notFound) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect((await readEnvelope(response)).result.status, path).toBe(ResultCode.notFound)
    }
    const malformed = [
      'avatars/abc',
      'avatars/0',
      'avatars/01',
      'avatars/-1',
      'avatars/1.5',
      'avatars/1_1',
      'avatars/1234567890',
      'avatar_params/1',
      'avatar_params/1_',
      'avatar_params/_1',
      'avatar_params/1_x',
      'avatar_params/0_1',
      'avatar_params/1_01',
      'item_corrections/1',
      'item_corrections/1_0',
      'coupons/%E3%81%82',
      'items/%20',
    ]
    for (const path of malformed) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await readEnvelope(response)).result.status, path).toBe(ResultCode.badRequest)
    }
  })

  it('seeds only empty sets, and reset restores the seed', async () => {
    expect(await seedMasterData(server.db)).toEqual({ seeded: [], kept: MASTER_SET_NAMES })
    await server.db.query(`update master_record set body = jsonb_set(body, '{price}', '1') where set_name = 'avatars' and record_id = '4'`)
    await server.db.query(`delete from master_record where set_name = 'coupons'`)
    const partial = await seedMasterData(server.db)
    expect(partial.seeded).toEqual(['coupons'])
    expect((await readEnvelope(await get('avatars/4'))).data).toMatchObject({ price: 1 })
    expect((await readEnvelope(await get('coupons'))).data).toEqual(set('coupons'))

    expect(await seedMasterData(server.db, { reset: true })).toEqual({ seeded: MASTER_SET_NAMES, kept: [] })
    expect((await readEnvelope(await get('avatars'))).data).toEqual(set('avatars'))
  })
})
