import { VerifyEmailScreen } from './verify-email-screen'

/** The verify-email template, centred card (`/pages/verify-email-basic`). */
export default function VerifyEmailBasicPage() {
  return <VerifyEmailScreen variant="basic" />
}
