import type { MessageDescriptor } from '@lingui/core'

/** Long-form page content: sections of paragraphs, lists and tables, every text a message. */
export type Text = MessageDescriptor
export type Block =
  | { readonly kind: 'p'; readonly text: Text }
  | { readonly kind: 'list'; readonly items: readonly Text[]; readonly ordered?: boolean }
  | { readonly kind: 'table'; readonly rows: readonly (readonly [Text, Text | string])[] }
  | { readonly kind: 'qa'; readonly question: Text; readonly answer: readonly Text[] }

export type Section = {
  readonly id: string
  readonly title: Text
  readonly blocks: readonly Block[]
}

export const p = (text: Text): Block => ({ kind: 'p', text })
export const list = (items: readonly Text[], ordered = false): Block => ({ kind: 'list', items, ordered })
export const table = (rows: readonly (readonly [Text, Text | string])[]): Block => ({ kind: 'table', rows })
export const qa = (question: Text, ...answer: Text[]): Block => ({ kind: 'qa', question, answer })
