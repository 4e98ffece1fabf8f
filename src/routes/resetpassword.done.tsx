import { createFileRoute } from '@tanstack/react-router'
import { ResetDoneScreen } from '../features/account/ResetPasswordScreens.tsx'

export const Route = createFileRoute('/resetpassword/done')({
  component: ResetDoneScreen,
})
