import { createFileRoute, redirect } from '@tanstack/react-router'
import { mayShowEntryComplete } from '../domain/entryRules.ts'
import { routeGuard } from '../features/navigation/guards.ts'
import { screenBeingLeft } from '../features/navigation/navigationHistory.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/complete')({
  beforeLoad: async (args) => {
    routeGuard(args)
    const { readEntryProgress } = await import('../data/repositories/entryDraftRepository.ts')
    if (!mayShowEntryComplete(await readEntryProgress(), screenBeingLeft())) {
      throw redirect({ to: '/entry', replace: true })
    }
  },
  component: () => <PlannedScreen path="/entry/complete" />,
})
