import { createFileRoute } from '@tanstack/react-router'
import { FAQ_SECTIONS } from '../features/info/content/faq.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/faq')({
  component: () => <SectionsScreen path="/faq" sections={FAQ_SECTIONS} contents />,
})
