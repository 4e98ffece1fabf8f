import { createFileRoute } from '@tanstack/react-router'
import { ChangeInformationScreen } from '../features/account/ChangeInformationScreen.tsx'

export const Route = createFileRoute('/changeinformation')({
  component: ChangeInformationScreen,
})
