import { createFileRoute } from '@tanstack/react-router'
import { INTRODUCTION_SECTIONS } from '../features/info/content/introduction.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/facility/introduction')({
  component: () => <SectionsScreen path="/facility/introduction" sections={INTRODUCTION_SECTIONS} />,
})
