import { createFileRoute } from '@tanstack/react-router'
import { TERMS_SECTIONS } from '../features/info/content/terms.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/terms')({
  component: () => <SectionsScreen path="/terms" sections={TERMS_SECTIONS} contents />,
})
