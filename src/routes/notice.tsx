import { createFileRoute } from '@tanstack/react-router'
import { NOTICE_SECTIONS } from '../features/info/content/notice.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/notice')({
  beforeLoad: routeGuard,
  component: () => <SectionsScreen path="/notice" sections={NOTICE_SECTIONS} />,
})
