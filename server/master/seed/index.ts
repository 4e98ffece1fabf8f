import * as v from 'valibot'
import { avatarSchema, type MasterRecord, type MasterSetName, spiritSchema } from '../../../src/domain/contract/master.ts'
import { achievements } from './achievements.ts'
import { avatarParams } from './avatarParams.ts'
import { avatars } from './avatars.ts'
import { coupons } from './coupons.ts'
import { itemCorrections } from './itemCorrections.ts'
import { itemParams } from './itemParams.ts'
import { items } from './items.ts'
import { products } from './products.ts'
import { spiritEffectNames } from './spiritEffectNames.ts'
import { spiritEffects } from './spiritEffects.ts'
import { spirits } from './spirits.ts'
import { titles } from './titles.ts'

/** The seeded content of every master set, in reply order. */
export const MASTER_SEED: { [N in MasterSetName]: MasterRecord<N>[] } = {
  // Avatars and spirits leave out the flags whose default they take (available...).
  avatars: avatars.map((avatar) => v.parse(avatarSchema, avatar)),
  spirits: spirits.map((spirit) => v.parse(spiritSchema, spirit)),
  spirit_effects: spiritEffects,
  spirit_effect_names: spiritEffectNames,
  items,
  item_params: itemParams,
  products,
  titles,
  avatar_params: avatarParams,
  item_corrections: itemCorrections,
  coupons,
  achievements,
}
