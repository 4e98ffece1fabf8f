import { createFileRoute, redirect } from '@tanstack/react-router'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/entry/')({
  beforeLoad: async (args) => {
    routeGuard(args)
    const { clearEntryDraft } = await import('../data/repositories/entryDraftRepository.ts')
    await clearEntryDraft()
    throw redirect({ to: '/entry-01', replace: true })
  },
})
