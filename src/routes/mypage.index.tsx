import { createFileRoute } from '@tanstack/react-router'
import { MyPageScreen } from '../features/account/MyPageScreen.tsx'

export const Route = createFileRoute('/mypage/')({
  component: MyPageScreen,
})
