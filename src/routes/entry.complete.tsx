import { createFileRoute, redirect } from '@tanstack/react-router'
import { mayShowEntryComplete } from '../domain/entryRules.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/complete')({
  beforeLoad: async ({ context }) => {
    if (!mayShowEntryComplete(await context.entryProgress(), context.screenBeingLeft())) {
      throw redirect({ to: '/entry', replace: true })
    }
  },
  component: () => <PlannedScreen path="/entry/complete" />,
})
