import { createFileRoute } from '@tanstack/react-router'
import { ItemListScreen } from '../features/collection/ItemListScreen.tsx'

export const Route = createFileRoute('/mypage/list/item/popup')({
  component: ItemListScreen,
})
