import type { OutputBundle } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { newChunkPreloads } from '../../vite-plugins/newChunkPreloads.ts'

/** A bundle of chunks by file name and their static imports; `entry` is the app's entry. */
function bundleOf(chunks: Record<string, string[]>, entry: string): OutputBundle {
  return Object.fromEntries(Object.entries(chunks).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports, isEntry: fileName === entry }])) as unknown as OutputBundle
}

const BUNDLE = bundleOf(
  {
    'index.js': ['react.js', 'router.js'],
    'react.js': [],
    'router.js': ['react.js'],
    'mypage.js': ['database.js', 'react.js'],
    'database.js': ['dexie.js'],
    'dexie.js': [],
    'sections.js': ['database.js', 'collection.js', 'grid.js'],
    'collection.js': ['dexie.js'],
    'grid.js': [],
  },
  'index.js',
)

/** The preload list for a lazy import of `file` from `host`, once the bundle is generated. */
function preloads(file: string, deps: string[], hostId: string, hostType: 'html' | 'js' = 'js'): string[] {
  const { plugin, resolveDependencies } = newChunkPreloads()
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void }
  hook.handler({}, BUNDLE)
  return resolveDependencies(file, deps, { hostId, hostType })
}

describe('lazy import preloads', () => {
  it.each([
    // My Page's sections from My Page: the database and Dexie have run with My Page, React with the entry.
    ['sections.js', ['sections.js', 'database.js', 'dexie.js', 'collection.js', 'grid.js', 'react.js'], 'mypage.js', ['sections.js', 'collection.js', 'grid.js']],
    // A screen from the entry: its style sheets only (the entry would carry every screen's list).
    ['mypage.js', ['mypage.js', 'database.js', 'dexie.js', 'react.js', 'router.js', 'mypage.css'], 'index.js', ['mypage.css']],
    ['mypage.js', ['mypage.js', 'database.js', 'dexie.js', 'react.js', 'router.js'], 'index.js', []],
    // The same screen from another chunk: only what that chunk and the entry have not run.
    ['mypage.js', ['mypage.js', 'database.js', 'dexie.js', 'react.js', 'router.js', 'mypage.css'], 'router.js', ['mypage.js', 'database.js', 'dexie.js', 'mypage.css']],
    // A host the bundle does not know: everything, as Vite listed it.
    ['grid.js', ['grid.js', 'react.js'], 'unknown.js', ['grid.js', 'react.js']],
  ])('%s imported lazily preloads only chunks not run yet', (file, deps, host, expected) => {
    expect(preloads(file, deps, host)).toEqual(expected)
  })

  it("leaves the page's own preloads (an HTML host) as Vite listed them", () => {
    expect(preloads('index.js', ['react.js', 'router.js'], 'index.html', 'html')).toEqual(['react.js', 'router.js'])
  })
})
