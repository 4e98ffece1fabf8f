import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appConfig } from '../../config.ts'
import { PLAY_FEES, PLAY_MINUTES } from '../../domain/prices.ts'
import { OPENING_HOURS } from '../../domain/venue.ts'
import { type AppPath, isRouteAvailable } from '../../shell/navigation/routeTable.ts'
import { CrowdStatus } from '../facility/CrowdStatus.tsx'
import { BRAND_NAME } from '../../ui/brand.ts'
import { useDocumentTitle } from '../../ui/documentTitle.tsx'
import { LatestNews } from '../news/LatestNews.tsx'
import { InstallApp } from '../../pwa/InstallApp.tsx'
import { formatYen } from '../../ui/format/money.ts'
import styles from './TopScreen.module.css'
import { DungeonDoor } from './DungeonDoor.tsx'

const available = (path: AppPath) => isRouteAvailable(path, appConfig.periodLevel)

export function TopScreen() {
  const { i18n } = useLingui()
  const brand = i18n._(BRAND_NAME)
  useDocumentTitle(brand)

  const { weekendsAndHolidays: holidays, weekdays, lastReception } = OPENING_HOURS
  const minMinutes = PLAY_MINUTES.min
  const maxMinutes = PLAY_MINUTES.max

  return (
    <div className={styles.top}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <DungeonDoor />
        <p className={styles.kicker}>
          <Trans>2〜3人で挑む、体験型ダンジョン・パーティーゲーム</Trans>
        </p>
        <h1 id="hero-title">{brand}</h1>
        <p className={styles.heroText}>
          <Trans>
            アバターに姿を変え、精霊を相棒に、仲間と力を合わせて迷宮の扉を開こう。体を動かす試練とひらめきの謎が、約{minMinutes}〜{maxMinutes}分の冒険で待っています。
          </Trans>
        </p>
        <div className={styles.actions}>
          {available('/signuptop') ? (
            <Link to="/signuptop" className={styles.primary}>
              <Trans>無料で会員登録</Trans>
            </Link>
          ) : null}
          {available('/reservation/status') ? (
            <Link to="/reservation/status" className={styles.secondary}>
              <Trans>予約する</Trans>
            </Link>
          ) : (
            <Link to="/facility/information" className={styles.secondary}>
              <Trans>アクセス・料金を見る</Trans>
            </Link>
          )}
        </div>
      </section>

      <CrowdStatus />

      <LatestNews />
      <InstallApp />

      <section aria-labelledby="about-title">
        <h2 id="about-title">
          <Trans>どんなゲーム？</Trans>
        </h2>
        <p>
          <Trans>
            2人または3人でパーティーを組み、クエスト1から最終クエストまで、迷宮の部屋を一つずつ攻略していきます。アプリで選んだアバターの能力、スピリットの効果、持ち込んだアイテムがゲームの展開を変えます。
          </Trans>
        </p>
        <p>
          <Link to="/creation">
            <Trans>迷宮の物語を読む</Trans>
          </Link>
        </p>
      </section>

      <section aria-labelledby="flow-title">
        <h2 id="flow-title">
          <Trans>当日の流れ</Trans>
        </h2>
        <ol className={styles.steps}>
          <li>
            <strong>
              <Trans>登録・予約</Trans>
            </strong>
            <span>
              <Trans>アプリで会員登録。混雑する日は予約がおすすめです。</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>エントリー</Trans>
            </strong>
            <span>
              <Trans>アバター、スピリット、アイテムを選びます。</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>パーティー編成</Trans>
            </strong>
            <span>
              <Trans>リーダーが仲間のQRコードを読み取ってパーティーを組みます。</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>受付</Trans>
            </strong>
            <span>
              <Trans>受付でエントリーQRコードを見せるだけ。電波がなくても表示できます。</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>冒険と結果</Trans>
            </strong>
            <span>
              <Trans>迷宮に挑んだあとは、結果とランキングをアプリでチェック。</Trans>
            </span>
          </li>
        </ol>
      </section>

      <section aria-labelledby="hours-title" className={styles.facts}>
        <div>
          <h2 id="hours-title">
            <Trans>営業時間</Trans>
          </h2>
          <dl>
            <dt>
              <Trans>土日・祝日</Trans>
            </dt>
            <dd>
              {holidays.open}–{holidays.close}
            </dd>
            <dt>
              <Trans>平日</Trans>
            </dt>
            <dd>
              {weekdays.open}–{weekdays.close}
            </dd>
            <dt>
              <Trans>最終受付</Trans>
            </dt>
            <dd>{lastReception}</dd>
          </dl>
          <p className={styles.note}>
            <Trans>月に一度ほどメンテナンス休業日があります。</Trans>
          </p>
        </div>
        <div>
          <h2 id="price-title">
            <Trans>料金</Trans>
          </h2>
          <dl>
            <dt>
              <Trans>初回</Trans>
            </dt>
            <dd>{formatYen(i18n, PLAY_FEES.first.adult)}</dd>
            <dt>
              <Trans>2回目以降</Trans>
            </dt>
            <dd>{formatYen(i18n, PLAY_FEES.regular.adult)}</dd>
            <dt>
              <Trans>子ども（2回目以降）</Trans>
            </dt>
            <dd>{formatYen(i18n, PLAY_FEES.regular.child)}</dd>
          </dl>
          <p className={styles.note}>
            <Link to="/facility/information" hash="prices">
              <Trans>学生料金・トポロ料金など、すべての料金を見る</Trans>
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="party-title" className={styles.callout}>
        <h2 id="party-title">
          <Trans>パーティーは2人か3人で</Trans>
        </h2>
        <p>
          <Trans>おひとりでは遊べません。4人以上のグループは、2人または3人のパーティーに分かれてご参加ください。</Trans>
        </p>
        <p>
          <Link to="/faq">
            <Trans>よくある質問を見る</Trans>
          </Link>
        </p>
      </section>
    </div>
  )
}
