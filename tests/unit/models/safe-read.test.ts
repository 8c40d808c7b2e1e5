import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '@models/log'
import { safeRead } from '@models/safe-read'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('safeRead', () => {
  it('returns what the read gives', async () => {
    const error = vi.spyOn(log, 'error')
    await expect(safeRead(async () => [1, 2], 'numbers')).resolves.toEqual([1, 2])
    expect(error).not.toHaveBeenCalled()
  })

  it('logs a failed read and returns an empty list', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    const cause = new Error('disk on fire')
    await expect(safeRead(() => Promise.reject(cause), 'numbers')).resolves.toEqual([])
    expect(error).toHaveBeenCalledWith('local-db', expect.stringContaining('numbers'), cause)
  })

  it('logs a read that throws before it starts and returns an empty list', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    const cause = new Error('no database')
    const read = (): Promise<number[]> => {
      throw cause
    }
    await expect(safeRead(read, 'numbers')).resolves.toEqual([])
    expect(error).toHaveBeenCalledWith('local-db', expect.stringContaining('numbers'), cause)
  })
})

describe('log.error', () => {
  it('writes the scope as a prefix so the failure is easy to find', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cause = new Error('why')
    log.error('local-db', 'Reading chats failed.', cause)
    expect(consoleError).toHaveBeenCalledWith('[local-db] Reading chats failed.', cause)
  })
})
