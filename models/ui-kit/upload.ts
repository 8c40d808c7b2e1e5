import * as z from 'zod/mini'

/** The largest file the UI kit's upload demo takes. */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024

/** How many parts a file of `size` bytes is sent in: one per 64 KB, at least 1, at most 10. */
export function uploadParts(size: number): number {
  return Math.min(10, Math.max(1, Math.ceil(size / (64 * 1024))))
}

/** `POST /api/ui-kit/upload`: the bytes the server holds of the file so far. */
export const uploadAnswerSchema = z.object({ received: z.number(), done: z.boolean() })
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>
