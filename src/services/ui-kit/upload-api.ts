import { uploadAnswerSchema, uploadParts } from '@models/ui-kit/upload'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/**
 * Sends `file` to the demo upload endpoint (`POST /api/ui-kit/upload`) in parts, through the
 * app's client (its session and retry), and tells `onProgress` the share sent (0 to 1) after
 * each part. Aborting `signal` stops before the next part.
 */
export async function uploadFile(
  file: Blob & { name: string },
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const parts = uploadParts(file.size)
  const partSize = Math.ceil(file.size / parts) || 1
  onProgress(0)
  for (let part = 0; part < parts; part++) {
    const bytes = await file.slice(part * partSize, (part + 1) * partSize).arrayBuffer()
    const body = await http
      .post('api/ui-kit/upload', {
        searchParams: { name: file.name, part, parts, size: file.size },
        body: bytes,
        headers: { 'content-type': 'application/octet-stream' },
        signal,
      })
      .json()
    parseResponse(uploadAnswerSchema, body, 'upload')
    onProgress((part + 1) / parts)
  }
}
