import { createFileRoute } from '@tanstack/react-router'
import { CREATION_SECTIONS } from '../features/info/content/creation.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/creation')({
  component: () => <SectionsScreen path="/creation" sections={CREATION_SECTIONS} />,
})
