import type { MessageDescriptor } from '@lingui/core'
import { type AppPath, isRouteAvailable } from '../../../shell/navigation/routeTable.ts'

/** Long-form page content: sections of paragraphs, lists and tables, every text a message. */
export type Text = MessageDescriptor

/**
 * A text true only while a feature is or is not offered at the running period level (issue 32):
 * shown when `route` is available (`available: true`) or not yet (`false`).
 */
export type Gate = { readonly route: AppPath; readonly available: boolean }

export type Row = readonly [Text, Text | string] | readonly [Text, Text | string, Gate]
export type Block = (
  | { readonly kind: 'p'; readonly text: Text }
  | { readonly kind: 'list'; readonly items: readonly Text[]; readonly ordered?: boolean }
  | { readonly kind: 'table'; readonly rows: readonly Row[] }
  | { readonly kind: 'qa'; readonly question: Text; readonly answer: readonly Text[] }
) & { readonly gate?: Gate }

export type Section = {
  readonly id: string
  readonly title: Text
  readonly blocks: readonly Block[]
}

export const p = (text: Text): Block => ({ kind: 'p', text })
export const list = (items: readonly Text[], ordered = false): Block => ({ kind: 'list', items, ordered })
export const table = (rows: readonly Row[]): Block => ({ kind: 'table', rows })
export const qa = (question: Text, ...answer: Text[]): Block => ({ kind: 'qa', question, answer })

/** Whether a gated text is true at `periodLevel` (an ungated one always is). */
export function gateHolds(gate: Gate | undefined, periodLevel: number): boolean {
  return gate === undefined || isRouteAvailable(gate.route, periodLevel) === gate.available
}

/** The block, shown only while `gate` holds. */
export const gated = (gate: Gate, block: Block): Block => ({ ...block, gate })

/** Card purchase in the app (from period level 7): what the texts about buying topolo depend on. */
export const WITH_CARD: Gate = { route: '/purchase/confirm/$productid', available: true }
export const WITHOUT_CARD: Gate = { route: '/purchase/confirm/$productid', available: false }
