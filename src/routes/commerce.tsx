import { createFileRoute } from '@tanstack/react-router'
import { COMMERCE_SECTIONS } from '../features/info/content/commerce.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/commerce')({
  component: () => <SectionsScreen path="/commerce" sections={COMMERCE_SECTIONS} />,
})
