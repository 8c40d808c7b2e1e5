import { TwoStepsScreen } from './two-steps-screen'

/** The two-step template, centred card (`/pages/two-steps-basic`). */
export default function TwoStepsBasicPage() {
  return <TwoStepsScreen variant="basic" />
}
