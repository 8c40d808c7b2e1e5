import { describe, expect, it } from 'vitest'
import { emailProblem, isEmailAddress } from '@models/email/email'

describe('email addresses', () => {
  it('asks for an address when nothing but spaces was typed', () => {
    expect(emailProblem('   ')).toBe('required')
  })

  it.each(['ana', 'ana@', 'ana@example', 'a na@example.com', '@example.com'])(
    'refuses %s',
    (value) => {
      expect(emailProblem(value)).toBe('invalid')
      expect(isEmailAddress(value)).toBe(false)
    },
  )

  it('takes an address with spaces around it', () => {
    expect(emailProblem('  ana@example.com ')).toBeNull()
  })
})
