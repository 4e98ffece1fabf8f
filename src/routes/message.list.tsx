import { createFileRoute } from '@tanstack/react-router'
import { MessageListScreen } from '../features/messages/MessageListScreen.tsx'

export const Route = createFileRoute('/message/list')({
  component: MessageListScreen,
})
