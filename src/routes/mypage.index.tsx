import { createFileRoute } from '@tanstack/react-router'
import { MyPageScreen } from '../features/mypage/MyPageScreen.tsx'

export const Route = createFileRoute('/mypage/')({
  component: MyPageScreen,
})
