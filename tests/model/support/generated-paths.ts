import type { EventObject } from 'xstate'
import type { ModelPath, ModelStep } from './model-paths'

/**
 * How many snapshots a traversal may visit: a machine change that lets the context grow without
 * bound then fails at once, naming the limit, instead of exhausting memory.
 */
export const TRAVERSAL_LIMIT = 20_000

/**
 * Names a generated path with what tells its events apart (which outcome, which text), since
 * several events of one type lead to different scenarios: `deliver failed (offline)`, say.
 */
export function labelled<TEvent extends EventObject>(
  path: ModelPath<TEvent>,
  label: (event: TEvent) => string,
  prefix = '',
): ModelPath<TEvent> {
  const steps: ModelStep<TEvent>[] = path.steps
  const events = steps.map((step) => label(step.event)).join(' → ')
  const reached = JSON.stringify(steps[steps.length - 1]!.state.value)
  return { ...path, description: `${prefix}${events} ⇒ ${reached}` }
}
