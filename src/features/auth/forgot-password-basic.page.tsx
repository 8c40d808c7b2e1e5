import { ForgotPasswordScreen } from './forgot-password-screen'

/** The forgot-password template, centred card (`/pages/forgot-password-basic`). */
export default function ForgotPasswordBasicPage() {
  return <ForgotPasswordScreen variant="basic" />
}
