import { useEffect, useRef, useState } from 'react'
import { UPLOAD_LIMIT_BYTES } from '@models/ui-kit/upload'
import { uploadFile } from './upload-api'

export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; name: string; size: number; share: number }
  | { status: 'done'; name: string; size: number }
  | { status: 'failed'; name: string; error: unknown }
  | { status: 'tooLarge'; name: string }

/**
 * One file upload at a time to the demo endpoint: `start(file)` sends it (a file over the limit
 * is refused at once), `cancel()` stops it, `retry()` sends the last file again. Leaving the page
 * stops it too.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const [file, setFile] = useState<File | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const start = (chosen: File) => {
    setFile(chosen)
    running.current?.abort()
    if (chosen.size > UPLOAD_LIMIT_BYTES) {
      setState({ status: 'tooLarge', name: chosen.name })
      return
    }
    const controller = new AbortController()
    running.current = controller
    const { name, size } = chosen
    const live = () => !controller.signal.aborted
    setState({ status: 'sending', name, size, share: 0 })
    uploadFile(
      chosen,
      (share) => live() && setState({ status: 'sending', name, size, share }),
      controller.signal,
    ).then(
      () => live() && setState({ status: 'done', name, size }),
      (error: unknown) => live() && setState({ status: 'failed', name, error }),
    )
  }

  const cancel = () => {
    running.current?.abort()
    setState({ status: 'idle' })
  }

  const retry = () => {
    if (file) start(file)
  }

  return { state, start, cancel, retry }
}
