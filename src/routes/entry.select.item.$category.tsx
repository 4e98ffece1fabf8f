import { createFileRoute, redirect } from '@tanstack/react-router'
import { isItemCategoryParam } from '../domain/entryRules.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/select/item/$category')({
  beforeLoad: ({ params }) => {
    if (!isItemCategoryParam(params.category)) throw redirect({ to: '/entry', replace: true })
  },
  component: () => <PlannedScreen path="/entry/select/item/$category" />,
})
