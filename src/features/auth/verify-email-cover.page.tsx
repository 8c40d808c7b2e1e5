import { VerifyEmailScreen } from './verify-email-screen'

/** The verify-email template, beside an illustration (`/pages/verify-email-cover`). */
export default function VerifyEmailCoverPage() {
  return <VerifyEmailScreen variant="cover" />
}
