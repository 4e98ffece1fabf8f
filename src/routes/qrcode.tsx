import { createFileRoute } from '@tanstack/react-router'
import { PlayerQrScreen } from '../features/mypage/PlayerQrScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/qrcode')({
  loader: () => loadFeatureCatalog('player'),
  component: PlayerQrScreen,
})
