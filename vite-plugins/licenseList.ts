import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import type { Plugin } from 'vite'

export type LicenseEntry = {
  name: string
  version: string
  license: string
  homepage: string | null
  text: string
}

export const LICENSE_LIST_FILE = 'licenses.json'
const LICENSE_FILE = /^(licen[sc]e|copying)(\.(md|txt|markdown))?$/i
const NODE_MODULES = `${sep}node_modules${sep}`

/** The package folder a bundled module belongs to, or undefined for the app's own code. */
export function packageDirOf(moduleId: string): string | undefined {
  const clean = moduleId.replace(/^\0/, '').split('?')[0] ?? ''
  const at = clean.lastIndexOf(NODE_MODULES)
  if (at === -1) return undefined
  const rest = clean.slice(at + NODE_MODULES.length).split(sep)
  const name = rest[0]?.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1)
  return join(clean.slice(0, at + NODE_MODULES.length), ...name)
}

function homepageOf(pkg: Record<string, unknown>): string | null {
  if (typeof pkg.homepage === 'string') return pkg.homepage
  const repo = pkg.repository
  const url = typeof repo === 'string' ? repo : typeof repo === 'object' && repo ? (repo as { url?: unknown }).url : undefined
  return typeof url === 'string' ? url.replace(/^git\+/, '').replace(/\.git$/, '') : null
}

export function readLicense(packageDir: string): LicenseEntry | undefined {
  const manifest = join(packageDir, 'package.json')
  if (!existsSync(manifest)) return undefined
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>
  const file = readdirSync(packageDir).find((name) => LICENSE_FILE.test(name))
  const license = typeof pkg.license === 'string' ? pkg.license : 'SEE LICENSE TEXT'
  return {
    name: String(pkg.name),
    version: String(pkg.version),
    license,
    homepage: homepageOf(pkg),
    text: file ? readFileSync(join(packageDir, file), 'utf8').trim() : '',
  }
}

/** Writes licenses.json, the licences of every package that ends up in the client bundle. */
export function licenseListPlugin(): Plugin {
  return {
    name: 'dungeon-party:license-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const dir = packageDirOf(id)
          if (dir) dirs.add(dir)
        }
      }
      const byName = new Map<string, LicenseEntry>()
      for (const dir of dirs) {
        const entry = readLicense(dir) ?? readLicense(dirname(dir))
        if (entry) byName.set(`${entry.name}@${entry.version}`, entry)
      }
      const entries = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
      this.emitFile({ type: 'asset', fileName: LICENSE_LIST_FILE, source: JSON.stringify(entries) })
    },
  }
}
