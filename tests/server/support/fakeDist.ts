import { FRAME_AVATAR } from '../../../src/domain/firstFrames.ts'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const SECRET_OUTSIDE_DIST = 'this file lies outside dist'

export type FakeDist = { distDir: string; dispose(): Promise<void> }

/** A small stand-in for the Vite build, with a file beside it that must never be served. */
export async function createFakeDist(): Promise<FakeDist> {
  const root = await mkdtemp(join(tmpdir(), 'dp-dist-'))
  const distDir = join(root, 'dist')
  await mkdir(join(distDir, 'assets'), { recursive: true })
  await mkdir(join(distDir, 'icons'), { recursive: true })
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html lang="ja"><head><meta name="app-config" content="{}"><title>Dungeon Party</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
    'assets/app-abc123.js': 'console.log("app")',
    'assets/app-abc123.css': 'body{margin:0}',
    'assets/big-abc123.js': `export const data = ${JSON.stringify('x'.repeat(5000))}`,
    'sw.js': 'self.addEventListener("install",()=>{})',
    'manifest.webmanifest': '{"name":"Dungeon Party"}',
    'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *',
    'assets/ranking-abc123.js': 'export const ranking = 1',
    'route-preloads.json': JSON.stringify([
      { path: '/ranking', files: ['/assets/ranking-abc123.js'] },
      { path: '/news/$id', files: ['/assets/news-abc123.js'] },
    ]),
    'first-frames.json': JSON.stringify({
      drawnWith: {},
      frames: {
        '/': {
          ja: { html: '<main><h1>トップ</h1></main>', title: 'トップ' },
          en: { html: '<main><h1>Top</h1></main>', title: 'Top' },
          ko: { html: '<main><h1>탑</h1></main>', title: '탑' },
        },
        '/ranking': { ja: { html: '<main><h1>ランキング</h1></main>', title: 'ランキング' }, 'zh-TW': { html: '<main><h1>排行榜</h1></main>', title: '排行榜' } },
        '/mypage': {
          ja: { html: `<main><h1>マイページ</h1><img src="/images/avatar/${FRAME_AVATAR}" alt=""></main>`, title: 'マイページ' },
          en: { html: `<main><h1>My Page</h1><img src="/images/avatar/${FRAME_AVATAR}" alt=""></main>`, title: 'My Page' },
        },
      },
    }),
  }
  for (const [path, content] of Object.entries(files)) await writeFile(join(distDir, path), content)
  await writeFile(join(root, 'secret.txt'), SECRET_OUTSIDE_DIST)
  return { distDir, dispose: () => rm(root, { recursive: true, force: true }) }
}
