import { createFileRoute } from '@tanstack/react-router'
import { MyPageScreen } from '../features/mypage/MyPageScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/mypage/')({
  loader: () => loadFeatureCatalog('player'),
  component: MyPageScreen,
})
