import { createFileRoute } from '@tanstack/react-router'
import { PlayerQrScreen } from '../features/mypage/PlayerQrScreen.tsx'

export const Route = createFileRoute('/qrcode')({
  component: PlayerQrScreen,
})
