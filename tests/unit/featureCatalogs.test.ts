import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { type Feature, loadFeatureCatalog } from '../../src/i18n/featureCatalogs.ts'

// Screens read a feature's catalog with React's `use`, which needs the same promise at every render.
describe('loadFeatureCatalog', () => {
  it.each<Feature>(['reservation', 'news'])('answers %s with one promise per language, which loads its texts', async (feature) => {
    const first = loadFeatureCatalog(feature)
    expect(loadFeatureCatalog(feature)).toBe(first)
    await first
    expect(loadFeatureCatalog(feature)).toBe(first)
    i18n.activate('ja')
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0)
  })
})
