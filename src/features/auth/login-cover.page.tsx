import { LoginScreen } from './login-screen'

/** The login template, beside an illustration (`/pages/login-cover`). */
export default function LoginCoverPage() {
  return <LoginScreen variant="cover" />
}
