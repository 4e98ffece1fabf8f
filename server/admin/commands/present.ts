import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { type PresentSend, presentSendSchema } from '../../../src/domain/contract/present.ts'
import { sendPresent } from '../../presents/presentStore.ts'
import { type AdminCommand, UsageError } from '../adminCommand.ts'
import { languageOptions, localizedFlags } from './languageFlags.ts'

const KINDS = { silver: 'silver', gold: 'gold', item: 'item', coupon: 'coupon' } as const

/** Turns `present send --to USER|all --gold 100 --message-ja ... --expires ISO` into the body of POST /admin/presents. */
export function parsePresentSendArgs(args: string[]): PresentSend {
  const options: Record<string, { type: 'string' }> = { to: { type: 'string' }, expires: { type: 'string' }, ...languageOptions('message') }
  for (const kind of Object.keys(KINDS)) options[kind] = { type: 'string' }
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: typeof options }>>
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values, positionals } = parsed
  if (positionals.length !== 1 || positionals[0] !== 'send') throw new UsageError('Say `present send --to USER_ID|all --gold N --message-ja TEXT --expires ISO`.')
  const given = values as Record<string, string | undefined>
  const kinds = (Object.keys(KINDS) as (keyof typeof KINDS)[]).filter((kind) => given[kind] !== undefined)
  if (kinds.length !== 1) throw new UsageError('Give exactly one of --silver N, --gold N, --item ID, --coupon ID.')
  const [kind] = kinds as [keyof typeof KINDS]
  if (!given.to) throw new UsageError('--to is required: a user id, or all.')
  if (!given.expires) throw new UsageError('--expires is required: an ISO date and time with a zone.')
  const number = (flag: string) => {
    const text = given[flag] ?? ''
    if (!/^\d{1,9}$/.test(text)) throw new UsageError(`--${flag} must be a whole number.`)
    return Number(text)
  }
  const message = localizedFlags(given, 'message')
  const body = {
    to: given.to === 'all' ? null : given.to,
    kind,
    ...(kind === 'silver' || kind === 'gold' ? { amount: number(kind) } : kind === 'item' ? { item_id: number('item') } : { coupon_id: number('coupon') }),
    message,
    expires_at: given.expires,
  }
  const result = v.safeParse(presentSendSchema, body)
  if (!result.success) {
    const issue = result.issues[0]
    const path = issue?.path?.map((item) => String(item.key)).join('.') ?? ''
    throw new UsageError(`${path ? `${path}: ` : ''}${issue?.input === undefined && path === 'message.ja' ? '--message-ja is required' : issue?.message}`)
  }
  return result.output
}

export const presentCommand: AdminCommand = {
  name: 'present',
  usage: [
    'present send --to USER_ID|all (--silver N | --gold N | --item ID | --coupon ID) --message-ja TEXT [--message-en|ko|zh-CN|zh-TW TEXT] --expires ISO',
    '    send a present to one player or to every player; each accepts it once, until it expires',
  ],
  async run(args, context) {
    const sent = parsePresentSendArgs(args)
    const { data, via } = await context.perform<{ id: number } | null>({
      endpoint: '/presents',
      body: sent,
      direct: async (db) => {
        const id = await sendPresent(db, sent)
        return id === null ? null : { id }
      },
    })
    if (!data) throw new Error(`No player ${sent.to}.`)
    context.print(`Sent present #${data.id} (${sent.kind}${sent.kind === 'silver' || sent.kind === 'gold' ? ` ${sent.amount}` : ''}) to ${sent.to ?? 'every player'}, until ${sent.expires_at}`)
    context.print(`(via ${via})`)
  },
}
