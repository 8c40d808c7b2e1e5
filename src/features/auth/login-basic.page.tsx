import { LoginScreen } from './login-screen'

/** The login template, centred card (`/pages/login-basic`). */
export default function LoginBasicPage() {
  return <LoginScreen variant="basic" />
}
