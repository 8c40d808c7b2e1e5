import { http, HttpResponse, delay } from 'msw'
import { UPLOAD_LIMIT_BYTES } from '../../models/ui-kit/upload.ts'
import { authorize } from '../session/tokens.ts'

/** Bytes received per file name and announced size, until its last part arrives. */
const receiving = new Map<string, number>()

/**
 * The UI kit's upload demo: `POST /api/ui-kit/upload?name&part&parts&size` with one part of the
 * file as the body; answers `{ received, done }`. Files over 5 MB are refused (413). Nothing is
 * kept once the last part is in.
 *
 * Access: signed-in. Only the signed-in /extensions/file-upload page sends to it.
 */
export const uiKitUploadHandlers = [
  http.post('*/api/ui-kit/upload', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const url = new URL(request.url)
    const name = url.searchParams.get('name') ?? ''
    const part = Number(url.searchParams.get('part'))
    const parts = Number(url.searchParams.get('parts'))
    const size = Number(url.searchParams.get('size'))
    if (!name || !Number.isInteger(part) || !Number.isInteger(parts) || part < 0 || part >= parts)
      return HttpResponse.json({ message: 'Bad upload part.' }, { status: 400 })
    if (size > UPLOAD_LIMIT_BYTES)
      return HttpResponse.json({ message: 'The file is larger than 5 MB.' }, { status: 413 })
    const bytes = (await request.arrayBuffer()).byteLength
    // A short pause per part, so the progress can be seen moving.
    await delay(120)
    const key = `${name}:${size}`
    const received = (part === 0 ? 0 : (receiving.get(key) ?? 0)) + bytes
    const done = part === parts - 1
    if (done) receiving.delete(key)
    else receiving.set(key, received)
    return HttpResponse.json({ received, done })
  }),
]
