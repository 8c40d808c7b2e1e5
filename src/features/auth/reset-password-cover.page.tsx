import { ResetPasswordScreen } from './reset-password-screen'

/** The reset-password template, beside an illustration (`/pages/reset-password-cover`). */
export default function ResetPasswordCoverPage() {
  return <ResetPasswordScreen variant="cover" />
}
