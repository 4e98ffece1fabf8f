import { Trans, useLingui } from '@lingui/react/macro'
import { Screen } from '../../ui/Screen.tsx'
import styles from './Corporate.module.css'
import { InquiryForm } from './InquiryForm.tsx'

/**
 * /corporate: the page for companies and groups (spec section 1): what the venue offers a group,
 * its prices in words, and the inquiry form.
 */
export function CorporateScreen() {
  const { t } = useLingui()
  return (
    <Screen title={t`法人・団体のお客さま`} lead={<Trans>チームビルディング、社員旅行、懇親会、学校行事に。大人数でも、パーティーに分かれて同じダンジョンに挑めます。</Trans>}>
      <section aria-labelledby="corporate-offer" className={styles.section}>
        <h2 id="corporate-offer">
          <Trans>ご提供できること</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <Trans>複数パーティーの同時プレイ：2〜3人のパーティーに分かれ、続けてスタートできるよう時間を確保します。</Trans>
          </li>
          <li>
            <Trans>貸切：営業時間の一部を、団体さまだけでご利用いただけます（日時はご相談ください）。</Trans>
          </li>
          <li>
            <Trans>チーム対抗戦：パーティーごとの成績をまとめた結果表をお渡しします。</Trans>
          </li>
          <li>
            <Trans>請求書払い：お支払いは当日現金のほか、後日の請求書払いにも対応します。</Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="corporate-prices" className={styles.section}>
        <h2 id="corporate-prices">
          <Trans>料金</Trans>
        </h2>
        <p>
          <Trans>料金は一般のお客さまと同じく、お一人ずつのプレイ料金です（初回はオリジナルの相棒アイテム付き）。貸切は人数と時間に応じてお見積もりします。</Trans>
        </p>
        <p>
          <Trans>4名さまから承ります。ひとりでのプレイはできません。</Trans>
        </p>
      </section>
      <section aria-labelledby="corporate-form" className={styles.section}>
        <h2 id="corporate-form">
          <Trans>お問い合わせ</Trans>
        </h2>
        <p>
          <Trans>内容を確認し、担当者より3営業日以内にメールでご連絡します。送信後、確認のメールが届きます。</Trans>
        </p>
        <InquiryForm />
      </section>
    </Screen>
  )
}
