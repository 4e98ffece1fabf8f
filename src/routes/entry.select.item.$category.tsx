import { createFileRoute, redirect } from '@tanstack/react-router'
import { isItemCategoryParam } from '../domain/entryRules.ts'
import { routeGuard } from '../features/navigation/guards.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/select/item/$category')({
  beforeLoad: (args) => {
    routeGuard(args)
    if (!isItemCategoryParam(args.params.category)) throw redirect({ to: '/entry', replace: true })
  },
  component: () => <PlannedScreen path="/entry/select/item/$category" />,
})
