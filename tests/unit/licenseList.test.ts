import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { packageDirOf, readLicense } from '../../vite-plugins/licenseList.ts'

const nm = (...parts: string[]) => join('/repo', 'node_modules', ...parts)

describe('licence list', () => {
  it.each([
    [nm('react', 'cjs', 'react.production.js'), nm('react')],
    [nm('@tanstack', 'react-router', 'dist', 'esm', 'index.js'), nm('@tanstack', 'react-router')],
    [`\0${nm('dexie', 'dist', 'dexie.mjs')}?commonjs-proxy`, nm('dexie')],
    [nm('a', 'node_modules', 'b', 'index.js'), nm('a', 'node_modules', 'b')],
    [join('/repo', 'src', 'main.tsx'), undefined],
  ])('%s belongs to %s', (id, dir) => {
    expect(packageDirOf(id)).toBe(dir)
  })

  it('reads the name, version, licence and its text from an installed package', () => {
    const entry = readLicense(join(process.cwd(), 'node_modules', 'react'))
    expect(entry?.name).toBe('react')
    expect(entry?.license).toBe('MIT')
    expect(entry?.text).toContain('Permission is hereby granted')
  })
})
