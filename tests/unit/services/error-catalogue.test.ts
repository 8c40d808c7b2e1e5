import { beforeAll, describe, expect, it } from 'vitest'
import i18next from 'i18next'
import ky, { HTTPError } from 'ky'
import english from '../../../public/locales/en/translation.json'
import { describeError } from '@/services/error-catalogue'
import { MalformedResponseError } from '@/services/parse-response'

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: english } } })
})

/** The error ky throws for an answer with this status and body. */
async function httpError(status: number, body: unknown): Promise<HTTPError> {
  const fetch = async () => Response.json(body, { status })
  try {
    await ky.get('http://api.test/x', { fetch, retry: 0 })
  } catch (error) {
    if (error instanceof HTTPError) return error
  }
  throw new Error('expected an HTTPError')
}

describe('error catalogue (SPEC.md section 8)', () => {
  it('shows the first message of each field error of a 400', async () => {
    const error = await httpError(400, {
      errors: { email: ['Email is taken', 'Email is long'], name: ['Name is required'] },
    })
    expect(await describeError(error)).toEqual({
      severity: 'error',
      messages: ['Email is taken', 'Name is required'],
    })
  })

  it.each([403, 409])('shows the message of a %i as a warning', async (status) => {
    const error = await httpError(status, { message: 'Not for you' })
    expect(await describeError(error)).toEqual({ severity: 'warn', messages: ['Not for you'] })
  })

  it.each([401, 404, 405, 500])('shows the message of a %i as an error', async (status) => {
    const error = await httpError(status, { message: 'It broke' })
    expect(await describeError(error)).toEqual({ severity: 'error', messages: ['It broke'] })
  })

  it('names the status when the server sent no message', async () => {
    const error = await httpError(404, {})
    expect((await describeError(error)).messages).toEqual([
      'The server answered with an error (404).',
    ])
  })

  it('gives malformed data a clear message of its own', async () => {
    const report = await describeError(new MalformedResponseError('profile', 'id: expected number'))
    expect(report.messages).toEqual([
      'The server sent data this page cannot read. Try again in a moment.',
    ])
  })

  it('says nothing about a call the app aborted itself', async () => {
    const report = await describeError(new DOMException('aborted', 'AbortError'))
    expect(report.messages).toEqual([])
  })
})
