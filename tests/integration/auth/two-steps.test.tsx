import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import TwoStepsBasicPage from '@/features/auth/two-steps-basic.page'
import TwoStepsCoverPage from '@/features/auth/two-steps-cover.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { fieldState } from './field-text'

const i18n = createTestI18n()

const box = (position: number) =>
  screen.getByRole('textbox', { name: `Digit ${position} of 6` }) as HTMLInputElement
const code = () => [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('')
const verify = () => screen.getByRole('button', { name: 'Verify my account' })
const pages = { basic: TwoStepsBasicPage, cover: TwoStepsCoverPage }

function renderTwoSteps(look: keyof typeof pages = 'basic') {
  const Page = pages[look]
  renderPage(<Page />, i18n, `/pages/two-steps-${look}`)
  return userEvent.setup()
}

/** Opens the page and clicks into a box, where the test's typing starts. */
async function startIn(position: number, look: keyof typeof pages = 'basic') {
  const user = renderTwoSteps(look)
  await user.click(box(position))
  return user
}

describe('Two-step template', () => {
  it('groups six boxes under the code label', () => {
    renderTwoSteps()
    const group = screen.getByRole('group', { name: 'Type your 6-digit security code' })
    expect(group.querySelectorAll('input')).toHaveLength(6)
  })

  it('moves to the next box as each digit is typed', async () => {
    const user = await startIn(1)
    await user.keyboard('1')
    expect(document.activeElement).toBe(box(2))
    await user.keyboard('23456')
    expect(code()).toBe('123456')
    expect(document.activeElement).toBe(box(6))
  })

  it('ignores what is not a digit', async () => {
    const user = await startIn(1)
    await user.keyboard('a')
    expect(box(1).value).toBe('')
    expect(document.activeElement).toBe(box(1))
  })

  it('replaces a digit when a box is typed over', async () => {
    const user = await startIn(1)
    await user.keyboard('12')
    await user.click(box(1))
    await user.keyboard('9')
    expect(code()).toBe('92')
  })

  it('goes back with Backspace, clearing as it goes', async () => {
    const user = await startIn(1)
    await user.keyboard('123')
    expect(document.activeElement).toBe(box(4))
    await user.keyboard('{Backspace}')
    expect(document.activeElement).toBe(box(3))
    expect(code()).toBe('12')
    await user.keyboard('{Backspace}{Backspace}')
    expect(document.activeElement).toBe(box(1))
    expect(code()).toBe('')
  })

  it('moves with the arrow, Home and End keys', async () => {
    const user = await startIn(3)
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(box(4))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(box(2))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(box(6))
    await user.keyboard('{Home}{ArrowLeft}')
    expect(document.activeElement).toBe(box(1))
  })

  it('fills every box when a whole code is pasted, wherever it lands', async () => {
    const user = await startIn(3)
    await user.paste('12 34 56')
    expect(code()).toBe('123456')
    expect(document.activeElement).toBe(box(6))
  })

  it('fills from the box pasted into when part of a code is pasted', async () => {
    const user = await startIn(1)
    await user.keyboard('12')
    await user.paste('34')
    expect(code()).toBe('1234')
    expect(document.activeElement).toBe(box(5))
  })

  it('asks for the whole code, focusing the first empty box', async () => {
    const user = await startIn(1)
    await user.keyboard('123')
    await user.click(verify())
    expect(fieldState(box(4))).toEqual({
      invalid: 'true',
      description: 'Enter all 6 digits of the code',
    })
    expect(box(1).getAttribute('aria-invalid')).toBe('false')
    expect(document.activeElement).toBe(box(4))
  })

  it('accepts a complete code', async () => {
    const user = await startIn(1, 'cover')
    await user.paste('654321')
    await user.click(verify())
    expect(screen.getByRole('heading', { name: 'Your account is verified' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/')
  })

  it('resends the code on demand', async () => {
    const user = renderTwoSteps()
    await user.click(screen.getByRole('button', { name: 'Resend' }))
    expect(screen.getByRole('status').textContent).toBe('We sent a new code to ******1234.')
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeTruthy()
  })
})
