import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateNode } from 'xstate'
import {
  getAdjacencyMap,
  getShortestPaths,
  type AdjacencyMap,
  type TraversalOptions,
} from 'xstate/graph'

export interface ModelStep<TEvent extends EventObject = EventObject> {
  event: TEvent
  state: AnyMachineSnapshot
}

export interface ModelPath<TEvent extends EventObject = EventObject> {
  /** A readable scenario: the events from the start and the state reached. */
  description: string
  steps: ModelStep<TEvent>[]
}

type Options = Partial<TraversalOptions<AnyMachineSnapshot, EventObject, unknown>>

const stateLabel = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

/**
 * Transition coverage: for every (state, event) pair of the machine's graph, the shortest path to
 * the state followed by that event. Each transition, including an event a guard refuses, is then
 * exercised by one path.
 */
export function transitionPaths<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: Options,
): ModelPath<TEvent>[] {
  // The graph functions, not createTestModel: that one refuses machines that invoke actors, and
  // the paths below resolve the invoked actors themselves.
  const adjacency = getAdjacencyMap(machine, options) as AdjacencyMap<AnyMachineSnapshot, TEvent>
  const serialize = options.serializeState ?? ((snapshot) => JSON.stringify(snapshot.value))
  const toState = new Map<string, ModelStep<TEvent>[]>()
  for (const path of getShortestPaths(machine, options)) {
    const key = serialize(path.state, undefined)
    const steps = path.steps as unknown as ModelStep<TEvent>[]
    const known = toState.get(key)
    if (!known || known.length > steps.length) toState.set(key, steps)
  }
  const paths: ModelPath<TEvent>[] = []
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(key)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as ModelStep<TEvent>[]) {
      const steps = [...prefix, { event, state }]
      paths.push({ description: describe(steps), steps })
    }
  }
  return paths
}

export function describe(steps: ModelStep[]): string {
  const events = steps.map((step) => step.event.type).join(' → ')
  return `${events} ⇒ ${stateLabel(steps[steps.length - 1]!.state)}`
}

/** Every state node of the machine, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const walk = (node: StateNode) => {
    ids.push(node.id)
    Object.values(node.states).forEach((child) => walk(child as StateNode))
  }
  walk(machine.root as StateNode)
  return ids
}

/** Every transition the machine declares, as `source --event--> target` (guards told apart). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  const walk = (node: StateNode) => {
    for (const [, definitions] of node.transitions) {
      definitions.forEach((definition, index) => keys.push(transitionKey(definition, index)))
    }
    Object.values(node.states).forEach((child) => walk(child as StateNode))
  }
  walk(machine.root as StateNode)
  return keys
}

type Definition = ReturnType<AnyStateMachine['getTransitionData']>[number]

function transitionKey(definition: Definition, index: number): string {
  const targets = definition.target?.map((target) => target.id).join(',') ?? '(stay)'
  return `${definition.source.id} --${definition.eventType}[${index}]--> ${targets}`
}

/** What the paths leave out: state nodes never visited, declared transitions never taken. */
export function uncovered(machine: AnyStateMachine, paths: ModelPath[]) {
  const covered = coverage(machine, paths)
  return {
    states: allStateIds(machine).filter((id) => !covered.states.has(id)),
    transitions: allTransitions(machine).filter((key) => !covered.transitions.has(key)),
  }
}

/** What the paths cover: the state nodes visited and the declared transitions taken. */
export function coverage(machine: AnyStateMachine, paths: ModelPath[]) {
  const states = new Set<string>()
  const transitions = new Set<string>()
  for (const path of paths) {
    const start = path.steps[0]?.state
    if (start) transientStartStates(machine, start).forEach((id) => states.add(id))
    path.steps.forEach((step, position) => {
      step.state._nodes.forEach((node: StateNode) => states.add(node.id))
      const before = path.steps[position - 1]?.state
      if (!before) return
      for (const taken of machine.getTransitionData(before, step.event)) {
        const candidates = taken.source.transitions.get(taken.eventType) ?? []
        transitions.add(transitionKey(taken, candidates.indexOf(taken)))
      }
    })
  }
  return { states, transitions }
}

/**
 * The eventless states the machine passed through on its way to the first snapshot: an initial
 * state whose `always` transitions decide at once (restoring a stored session, say) is never a
 * snapshot of its own, yet the path took it when one of those transitions led where it started.
 */
function transientStartStates(machine: AnyStateMachine, start: AnyMachineSnapshot): string[] {
  const passed: string[] = []
  let node = machine.root.initial?.target[0] as StateNode | undefined
  while (node && node.always && node.always.length > 0) {
    const reached = node.always.some((transition) =>
      transition.target?.some((target) => start._nodes.includes(target)),
    )
    if (!reached) break
    passed.push(node.id)
    node = node.initial?.target[0] as StateNode | undefined
  }
  return passed
}
