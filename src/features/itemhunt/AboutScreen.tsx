import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { TOPOLO_COSTS } from '../../domain/prices.ts'
import { Screen } from '../../ui/Screen.tsx'

/** /itemhunt/about: how the item hunt works, what it costs, and what it never does. */
export function AboutScreen() {
  const { t, i18n } = useLingui()
  const gold = i18n.number(TOPOLO_COSTS.itemHuntGold)
  const silver = i18n.number(TOPOLO_COSTS.itemHuntSilver)
  return (
    <Screen title={t`アイテムハントについて`}>
      <h2>
        <Trans>しくみ</Trans>
      </h2>
      <p>
        <Trans>アイテムハントでは、冒険に持っていけるアイテムが1回につき1つ見つかります。1回ずつ、または10回まとめて引けます。10回まとめて引いても、1回ずつ引いても、出る確率は同じです。</Trans>
      </p>
      <h2>
        <Trans>必要なトポロ</Trans>
      </h2>
      <p>
        <Trans>
          1回につきゴールドトポロ {gold}、またはシルバートポロ {silver} です。シルバートポロはプレイすると貯まります。使ったトポロは返金できません。
        </Trans>
      </p>
      <h2>
        <Trans>提供割合</Trans>
      </h2>
      <p>
        <Trans>レアリティごとの割合と、アイテムごとの割合を公開しています。割合はすべてのプレイヤーで同じで、引いた回数や時間によって変わることはありません。抽選はサーバーで行われます。</Trans>
      </p>
      <h2>
        <Trans>コンプリート特典はありません</Trans>
      </h2>
      <p>
        <Trans>決まった組み合わせのアイテムをそろえても、特別な報酬がもらえることはありません。</Trans>
      </p>
      <h2>
        <Trans>出たアイテム</Trans>
      </h2>
      <p>
        <Trans>出たアイテムはすぐにマイページの「アイテム」に入り、次のエントリーから装備できます。同じアイテムが出たときは、持っている数が増えます。</Trans>
      </p>
      <p>
        <Link to="/itemhunt">
          <Trans>アイテムハントに戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
