import { createFileRoute } from '@tanstack/react-router'
import { AchievementListScreen } from '../features/collection/AchievementListScreen.tsx'

export const Route = createFileRoute('/achievement/list/popup')({
  component: () => <AchievementListScreen popup />,
})
