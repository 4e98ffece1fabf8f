import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { type NewsItem, newsPostSchema } from '../../../src/domain/contract/facility.ts'
import { insertNews } from '../../facility/newsStore.ts'
import { type AdminCommand, UsageError } from '../adminCommand.ts'
import { LANGUAGE_FLAGS, languageOptions, localizedFlags } from './languageFlags.ts'

type StringOption = { type: 'string' }

function options(): Record<string, StringOption> {
  return { 'published-at': { type: 'string' }, ...languageOptions('title'), ...languageOptions('content') }
}

function readArgs(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: options() })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

/** Turns `news post --title-ja ... --content-ja ...` into the body of POST /admin/facility/news. */
export function parseNewsPostArgs(args: string[]) {
  const { values, positionals } = readArgs(args)
  if (positionals.length !== 1 || positionals[0] !== 'post') throw new UsageError('Say `news post --title-ja ... --content-ja ...`.')
  const given = values as Record<string, string | undefined>
  const body = { title: localizedFlags(given, 'title'), content: localizedFlags(given, 'content'), ...(given['published-at'] ? { published_at: given['published-at'] } : {}) }
  const result = v.safeParse(newsPostSchema, body)
  if (!result.success) {
    const issue = result.issues[0]
    const path = issue?.path?.map((item) => String(item.key)) ?? []
    const language = LANGUAGE_FLAGS.find(({ key }) => key === path[1])?.flag
    const flag = path[0] === 'published_at' ? '--published-at' : path.length === 2 ? `--${path[0]}-${language ?? path[1]}` : `--${path[0]}-ja`
    throw new UsageError(issue?.input === undefined ? `${flag} is required.` : `${flag}: ${issue.message}`)
  }
  return result.output
}

export const newsCommand: AdminCommand = {
  name: 'news',
  usage: [
    'news post --title-ja TEXT --content-ja TEXT [--title-en|ko|zh-CN|zh-TW TEXT --content-... TEXT] [--published-at ISO]',
    '    post venue news; Japanese is required, other languages fall back (en -> ja, ko/zh -> en -> ja)',
  ],
  async run(args, context) {
    const post = parseNewsPostArgs(args)
    const { data, via } = await context.perform<NewsItem | null>({
      endpoint: '/facility/news',
      body: post,
      direct: (db) => insertNews(db, post),
    })
    if (!data) throw new Error('The news item was not stored.')
    context.print(`Posted news #${data.id}: ${data.title.ja ?? ''}`)
    context.print(`  published at ${data.published_at}, image ${data.image_url}`)
    context.print(`(via ${via})`)
  },
}
