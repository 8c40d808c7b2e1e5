import {
  createActor,
  fromTransition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateNode,
} from 'xstate'
import { uncovered, type ModelPath } from './model-paths'

type Definition = ReturnType<AnyStateMachine['getTransitionData']>[number]

interface Microstep {
  snapshot: AnyMachineSnapshot
  transitions: Definition[]
}

const targetsOf = (definition: Definition) =>
  definition.target?.map((target) => target.id).join(',') ?? '(stay)'

/** The key `allTransitions` gives an evented transition, or `always[i]` for an eventless one. */
function keyOf(definition: Definition): string {
  const source = definition.source as StateNode
  if (definition.eventType === '') {
    const index = (source.always ?? []).indexOf(definition as never)
    return `${source.id} --always[${index}]--> ${targetsOf(definition)}`
  }
  const candidates = source.transitions.get(definition.eventType) ?? []
  return `${source.id} --${definition.eventType}[${candidates.indexOf(definition)}]--> ${targetsOf(definition)}`
}

/** Every eventless (`always`) transition the machine declares, guards told apart. */
export function allEventlessTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  const walk = (node: StateNode) => {
    ;(node.always ?? []).forEach((definition) => keys.push(keyOf(definition as Definition)))
    Object.values(node.states).forEach((child) => walk(child as StateNode))
  }
  walk(machine.root as StateNode)
  return keys
}

/**
 * The microsteps of one step, as the interpreter takes them: the event's own transitions, then
 * the eventless ones and those of raised events, each with the snapshot it leads to. The machine is
 * only asked, never run: its actors are created and never started.
 */
function microstepsOf(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  event: EventObject,
): Microstep[] {
  const taken: Microstep[] = []
  const probe = createActor(
    fromTransition((state: number) => state, 0),
    {
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return
        const microstep = inspection as unknown as {
          snapshot: AnyMachineSnapshot
          _transitions: Definition[]
        }
        taken.push({ snapshot: microstep.snapshot, transitions: microstep._transitions })
      },
    },
  )
  const scope = {
    self: probe,
    logger: () => undefined,
    id: '',
    sessionId: 'coverage',
    defer: () => undefined,
    system: probe.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  }
  machine.transition(before, event, scope as never)
  return taken
}

/**
 * What the paths leave out when whole macrosteps count: `uncovered()` sees only the snapshots a
 * path rests in and the transitions of the events it sends, so a state left at once by an `always`
 * transition, the guarded alternatives of `always`, and the transitions of raised events would
 * look uncovered (or go unchecked). This walks each step's microsteps as well.
 */
export function uncoveredMacrosteps(machine: AnyStateMachine, paths: ModelPath[]) {
  const rest = uncovered(machine, paths)
  const states = new Set<string>()
  const transitions = new Set<string>()
  for (const path of paths) {
    path.steps.slice(1).forEach((step, position) => {
      for (const microstep of microstepsOf(machine, path.steps[position]!.state, step.event)) {
        microstep.snapshot._nodes.forEach((node: StateNode) => states.add(node.id))
        microstep.transitions.forEach((definition) => transitions.add(keyOf(definition)))
      }
    })
  }
  return {
    states: rest.states.filter((id) => !states.has(id)),
    transitions: [
      ...rest.transitions.filter((key) => !transitions.has(key)),
      ...allEventlessTransitions(machine).filter((key) => !transitions.has(key)),
    ],
  }
}
