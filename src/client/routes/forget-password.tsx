import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@client/features/auth/ForgotPasswordPage'

export const Route = createFileRoute('/forget-password')({ component: ForgotPasswordPage })
