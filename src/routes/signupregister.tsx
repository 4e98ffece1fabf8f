import { createFileRoute } from '@tanstack/react-router'
import { SignUpDoneScreen } from '../features/account/SignUpDoneScreen.tsx'

export const Route = createFileRoute('/signupregister')({
  component: SignUpDoneScreen,
})
