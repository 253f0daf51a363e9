import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@client/features/auth'

export const Route = createFileRoute('/forget-password')({ component: ForgotPasswordPage })
