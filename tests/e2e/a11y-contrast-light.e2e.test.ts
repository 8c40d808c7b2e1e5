import { describeScreensIn } from './support/a11y-screens'

// axe on every screen of the route table in the light skin (tests/e2e/support/a11y-screens.ts).
describeScreensIn('light')
