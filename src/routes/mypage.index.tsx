import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'
import { createFileRoute } from '@tanstack/react-router'
import { MyPageScreen } from '../features/mypage/MyPageScreen.tsx'

export const Route = createFileRoute('/mypage/')({
  // The reservations section's texts.
  loader: () => loadFeatureCatalog('reservation'),
  component: MyPageScreen,
})
