import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staleBuildReason } from '../../scripts/buildFreshness.ts'

describe('staleBuildReason (npm start)', () => {
  let root: string
  const touch = async (path: string, secondsAgo: number) => {
    const time = new Date(Date.now() - secondsAgo * 1000)
    await utimes(join(root, path), time, time)
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dp-freshness-'))
    await mkdir(join(root, 'src', 'routes'), { recursive: true })
    await writeFile(join(root, 'src', 'routes', 'index.tsx'), '')
    await writeFile(join(root, 'vite.config.ts'), '')
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('builds when there is no build yet', () => {
    expect(staleBuildReason(root)).toBe('dist/index.html is missing')
  })

  it('skips the build when dist is newer than every input, and builds after a change', async () => {
    await mkdir(join(root, 'dist'))
    await writeFile(join(root, 'dist', 'index.html'), '')
    await touch('src/routes/index.tsx', 60)
    await touch('vite.config.ts', 60)
    await touch('dist/index.html', 30)
    expect(staleBuildReason(root)).toBeNull()

    await touch('src/routes/index.tsx', 0)
    expect(staleBuildReason(root)).toBe('src changed since the last build')
  })
})
