import { describe, expect, it } from 'vitest'
import { appNameProblem, emptyAppDraft, mayContinue } from '@models/modal-examples/create-app'

describe('the create-app wizard', () => {
  it('needs a name of at most 40 characters, spaces around it not counted', () => {
    expect(appNameProblem('')).toBe('required')
    expect(appNameProblem('   ')).toBe('required')
    expect(appNameProblem('  Field sales  ')).toBeNull()
    expect(appNameProblem('x'.repeat(40))).toBeNull()
    expect(appNameProblem('x'.repeat(41))).toBe('tooLong')
  })

  it('goes on from the details only with a name; the other steps always', () => {
    expect(mayContinue('details', emptyAppDraft)).toBe(false)
    expect(mayContinue('details', { ...emptyAppDraft, name: 'CRM' })).toBe(true)
    expect(mayContinue('framework', emptyAppDraft)).toBe(true)
    expect(mayContinue('database', emptyAppDraft)).toBe(true)
  })
})
