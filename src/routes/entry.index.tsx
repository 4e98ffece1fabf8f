import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/entry/')({
  beforeLoad: async ({ context }) => {
    await context.clearEntryDraft()
    throw redirect({ to: '/entry-01', replace: true })
  },
})
