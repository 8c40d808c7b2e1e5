import type { LocalEventDraft } from '@models/local-store/local-events'

/** The params of the `record` action of every machine that writes the local store. */
export interface RecordParams {
  events: LocalEventDraft[]
}
