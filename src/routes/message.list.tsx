import { createFileRoute } from '@tanstack/react-router'
import { MessageListScreen } from '../features/messages/MessageListScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/message/list')({
  beforeLoad: routeGuard,
  component: MessageListScreen,
})
