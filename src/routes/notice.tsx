import { createFileRoute } from '@tanstack/react-router'
import { NOTICE_SECTIONS } from '../features/info/content/notice.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/notice')({
  component: () => <SectionsScreen path="/notice" sections={NOTICE_SECTIONS} />,
})
