import { ForgotPasswordScreen } from './forgot-password-screen'

/** The forgot-password template, beside an illustration (`/pages/forgot-password-cover`). */
export default function ForgotPasswordCoverPage() {
  return <ForgotPasswordScreen variant="cover" />
}
