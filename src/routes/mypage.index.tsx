import { createFileRoute } from '@tanstack/react-router'
import { MyPageScreen } from '../features/account/MyPageScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/mypage/')({
  beforeLoad: routeGuard,
  component: MyPageScreen,
})
