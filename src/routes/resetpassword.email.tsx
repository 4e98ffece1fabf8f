import { createFileRoute } from '@tanstack/react-router'
import { ResetEmailScreen } from '../features/account/ResetPasswordScreens.tsx'

export const Route = createFileRoute('/resetpassword/email')({
  component: ResetEmailScreen,
})
