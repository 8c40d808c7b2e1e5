import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Narrows an accessibility check to part of the page or around a known third-party issue. */
export interface A11yCheckOptions {
  /** CSS selector of the only region to check, e.g. a dialog. */
  include?: string
  /** CSS selectors of regions to leave out. */
  exclude?: string[]
  /** axe rule ids to skip; say why next to the call. */
  disableRules?: string[]
}

// Derived from AxeBuilder so that axe-core, only a transitive dependency, needs no direct import.
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

const blockingImpacts = new Set(['serious', 'critical'])

/**
 * Runs axe-core on the page as it is now and fails listing every violation of impact `serious`
 * or `critical` (id, impact, help and the target of each node). Minor and moderate findings do not
 * fail: they are reported by the audit, not gated here.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yCheckOptions = {},
): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default runs it per frame and then opens a
  // blank page to inject axe-core (half a megabyte) once more and merge the results: a second of
  // CPU per check on a busy machine, for cross-origin frames the product does not have.
  // Only violations are read here: axe then keeps one node of each passed or inapplicable rule
  // instead of every node, which on a long list or the icon gallery was most of its time.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)

  const { violations } = await builder.analyze()
  const blocking = violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''))
  if (blocking.length === 0) return
  throw new Error(
    `${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n` +
      blocking.map(describeViolation).join('\n'),
  )
}

function describeViolation(violation: Violation): string {
  // The summary carries what to fix, e.g. a contrast's colours, font size and ratio.
  const nodes = violation.nodes
    .map((node) => {
      const why = node.failureSummary?.replace(/\s+/g, ' ').trim()
      return `    - ${JSON.stringify(node.target)}${why ? `\n      ${why}` : ''}`
    })
    .join('\n')
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`
}
