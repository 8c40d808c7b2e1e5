import * as z from 'zod/mini'

/*
 * Fields a server may leave out or send as null; the schemas of every API payload take them alike.
 */
export const optionalString = z.optional(z.nullable(z.string()))
export const optionalNumber = z.optional(z.nullable(z.number()))
