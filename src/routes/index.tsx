import { createFileRoute } from '@tanstack/react-router'
import { TopScreen } from '../features/info/TopScreen.tsx'

export const Route = createFileRoute('/')({
  component: TopScreen,
})
