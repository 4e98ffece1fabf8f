import { createFileRoute } from '@tanstack/react-router'
import { SpiritListScreen } from '../features/collection/SpiritListScreen.tsx'

export const Route = createFileRoute('/mypage/list/spirit/popup')({
  component: SpiritListScreen,
})
