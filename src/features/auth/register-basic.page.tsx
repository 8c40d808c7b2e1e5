import { RegisterScreen } from './register-screen'

/** The register template, centred card (`/pages/register-basic`). */
export default function RegisterBasicPage() {
  return <RegisterScreen variant="basic" />
}
