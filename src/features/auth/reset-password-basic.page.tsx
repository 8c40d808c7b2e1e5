import { ResetPasswordScreen } from './reset-password-screen'

/** The reset-password template, centred card (`/pages/reset-password-basic`). */
export default function ResetPasswordBasicPage() {
  return <ResetPasswordScreen variant="basic" />
}
