import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MaintenanceInfo } from '../../domain/apiEnvelope.ts'
import { fetchMaintenance } from '../../data/repositories/maintenanceRepository.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import styles from './MaintenanceScreen.module.css'

export function MaintenanceScreen() {
  const { t, i18n } = useLingui()
  const state = useLoad<MaintenanceInfo>(fetchMaintenance)

  const format = (iso: string | null) =>
    iso ? i18n.date(new Date(iso), { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo', timeZoneName: 'short' }) : '—'

  if (state.kind === 'loading') {
    return (
      <Screen title={t`メンテナンスのお知らせ`}>
        <p role="status">
          <Trans>状況を確認しています…</Trans>
        </p>
      </Screen>
    )
  }

  const info = state.kind === 'loaded' ? state.value : undefined
  const underMaintenance = info === undefined || info.maintenance
  const start = format(info?.start ?? null)
  const end = format(info?.end ?? null)

  return (
    <Screen title={t`メンテナンスのお知らせ`}>
      <div data-testid="maintenance" data-state={underMaintenance ? 'on' : 'off'}>
        {underMaintenance ? (
          <>
            <p>
              <Trans>ただいまメンテナンス中のため、サービスをご利用いただけません。ご不便をおかけして申し訳ございません。最新の状況は公式SNSでお知らせしています。</Trans>
            </p>
            {info ? (
              <dl className={styles.period}>
                <dt>
                  <Trans>開始</Trans>
                </dt>
                <dd data-testid="maintenance-start">{start}</dd>
                <dt>
                  <Trans>終了予定</Trans>
                </dt>
                <dd data-testid="maintenance-end">{end}</dd>
              </dl>
            ) : null}
            <p>
              <Trans>時間をおいてから、このページを再読み込みしてください。</Trans>
            </p>
          </>
        ) : (
          <>
            <p>
              <Trans>現在、メンテナンスは行っていません。サービスは通常どおりご利用いただけます。</Trans>
            </p>
            {info?.start ? (
              <p>
                <Trans>
                  次回のメンテナンス予定：{start} 〜 {end}
                </Trans>
              </p>
            ) : null}
            <p>
              <Link to="/">
                <Trans>トップへ戻る</Trans>
              </Link>
            </p>
          </>
        )}
      </div>
    </Screen>
  )
}
