import { RegisterScreen } from './register-screen'

/** The register template, beside an illustration (`/pages/register-cover`). */
export default function RegisterCoverPage() {
  return <RegisterScreen variant="cover" />
}
