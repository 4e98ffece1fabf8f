import { createFileRoute } from '@tanstack/react-router'
import { TitleListScreen } from '../features/collection/TitleListScreen.tsx'

export const Route = createFileRoute('/title/list/popup')({
  component: () => <TitleListScreen popup />,
})
