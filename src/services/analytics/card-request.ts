import type * as z from 'zod/mini'
import {
  analyticsCardSchemas,
  statisticCardSchema,
  type AnalyticsCardName,
  type StatisticCardName,
} from '@models/analytics/analytics-cards'

/** One card's call: where it asks and what its answer must look like. */
export interface CardRequest<Schema extends z.ZodMiniType> {
  path: string
  schema: Schema
  /** Names the card in a malformed-data error. */
  what: string
}

/** `GET /card/card-analytics/{name}`. */
export function analyticsRequest<Name extends AnalyticsCardName>(
  name: Name,
): CardRequest<(typeof analyticsCardSchemas)[Name]> {
  return {
    path: `card/card-analytics/${name}`,
    schema: analyticsCardSchemas[name],
    what: `${name} card`,
  }
}

/** `GET /card/card-statistics/{name}`. */
export function statisticRequest(name: StatisticCardName): CardRequest<typeof statisticCardSchema> {
  return {
    path: `card/card-statistics/${name}`,
    schema: statisticCardSchema,
    what: `${name} statistics`,
  }
}
