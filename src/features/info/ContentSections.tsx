import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../config.ts'
import { type Block, type Gate, gateHolds, type Section } from './content/model.ts'
import styles from './ContentSections.module.css'

/** Whether a gated text is true at the running period level. */
const holds = (gate: Gate | undefined) => gateHolds(gate, appConfig.periodLevel)

function BlockView({ block }: { block: Block }) {
  const { i18n } = useLingui()
  switch (block.kind) {
    case 'p':
      return <p>{i18n._(block.text)}</p>
    case 'list': {
      const items = block.items.map((item) => <li key={item.id}>{i18n._(item)}</li>)
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>
    }
    case 'table':
      return (
        <table className={styles.table}>
          <tbody>
            {block.rows
              .filter((row) => holds(row[2]))
              .map(([label, value]) => (
                <tr key={label.id}>
                  <th scope="row">{i18n._(label)}</th>
                  <td>{typeof value === 'string' ? value : i18n._(value)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )
    case 'qa':
      return (
        <details className={styles.qa}>
          <summary>{i18n._(block.question)}</summary>
          {block.answer.map((text) => (
            <p key={text.id}>{i18n._(text)}</p>
          ))}
        </details>
      )
  }
}

/** Renders blocks without a heading of their own. */
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks
        .filter((block) => holds(block.gate))
        .map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
          <BlockView key={index} block={block} />
        ))}
    </>
  )
}

/** Renders content sections with linkable headings (`/terms#article-3`). */
export function ContentSections({ sections }: { sections: readonly Section[] }) {
  const { i18n } = useLingui()
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h2 id={`${section.id}-title`}>{i18n._(section.title)}</h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  )
}
