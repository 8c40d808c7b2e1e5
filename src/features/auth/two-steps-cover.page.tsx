import { TwoStepsScreen } from './two-steps-screen'

/** The two-step template, beside an illustration (`/pages/two-steps-cover`). */
export default function TwoStepsCoverPage() {
  return <TwoStepsScreen variant="cover" />
}
