import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import FormsPage from '@/features/ui-kit/forms.page'
import { captureToasts, createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()
const toasts = captureToasts()

const show = (path: string) => renderPage(<FormsPage />, i18n, path)
const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')
  return ids ? (document.getElementById(ids.split(' ')[0]!)?.textContent ?? null) : null
}

describe('the UI kit forms', { timeout: 30_000 }, () => {
  it('lists its pages on /forms', () => {
    show('/forms')
    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeTruthy()
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/forms/elements',
      '/forms/layouts',
      '/forms/validation',
      '/forms/wizard',
    ])
  })

  it('tells what is wrong with a field when the user leaves it, and not before', async () => {
    const user = userEvent.setup()
    show('/forms/validation')
    const email = screen.getByLabelText('Email')
    await user.type(email, 'jane@')
    expect(email.getAttribute('aria-invalid')).toBe('false')
    expect(errorOf(email)).toBeNull()
    await user.tab()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(email)).toBe('Enter an email address like name@example.com.')
    // Once shown, the message follows the typing.
    await user.type(email, 'example.com')
    expect(errorOf(email)).toBeNull()

    const password = screen.getByLabelText('Password')
    await user.type(password, 'short')
    await user.tab()
    expect(errorOf(password)).toBe('Use at least 8 characters.')
    const fullName = screen.getByLabelText('Full name')
    await user.click(fullName)
    await user.tab()
    expect(errorOf(fullName)).toBe('This field is required.')
    // A field not yet visited says nothing.
    expect(errorOf(screen.getByLabelText('Age'))).toBeNull()
  })

  it('shows a summary of every problem on submit, whose links focus the fields', async () => {
    const user = userEvent.setup()
    show('/forms/validation')
    await user.type(screen.getByLabelText('Full name'), 'Jane Doe')
    await user.type(screen.getByLabelText('Password'), 'longenough')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const summary = screen.getByRole('alert')
    expect(within(summary).getByText('5 fields need your attention')).toBeTruthy()
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Email: This field is required.',
      'Password: Use at least one digit.',
      'Confirm password: This field is required.',
      'Age: This field is required.',
      'I accept the terms of use: Accept the terms to go on.',
    ])
    await user.click(links[2]!)
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'))
    expect(errorOf(screen.getByLabelText('Age'))).toBe('This field is required.')
  })

  it('creates the account once every field is right', async () => {
    const user = userEvent.setup()
    show('/forms/validation')
    await user.type(screen.getByLabelText('Full name'), 'Jane Doe')
    await user.type(screen.getByLabelText('Email'), 'jane@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText('Confirm password'), 'secret124')
    await user.type(screen.getByLabelText('Age'), '12')
    await user.tab()
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('The passwords do not match.')
    expect(errorOf(screen.getByLabelText('Age'))).toBe('Enter an age from 18 to 120.')
    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'secret123')
    await user.clear(screen.getByLabelText('Age'))
    await user.type(screen.getByLabelText('Age'), '34')
    await user.click(screen.getByLabelText('I accept the terms of use'))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Welcome, Jane Doe: your account is ready.')).toBeTruthy()
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('')
  })

  it('goes through the wizard: Next checks each step, Back keeps what was typed, Finish ends', async () => {
    const user = userEvent.setup()
    show('/forms/wizard')
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    // Still on the first step, the first wrong field focused and both problems said.
    const username = screen.getByLabelText('Username')
    expect(document.activeElement).toBe(username)
    expect(errorOf(username)).toBe('This field is required.')
    expect(errorOf(screen.getByLabelText('Email'))).toBe('This field is required.')
    await user.type(username, 'jd')
    await user.type(screen.getByLabelText('Email'), 'jd@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(errorOf(screen.getByLabelText('Username'))).toBe('Use at least 3 characters.')
    await user.type(screen.getByLabelText('Username'), 'oe')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Personal' })).toBeTruthy()
    await user.type(screen.getByLabelText('First name'), 'Jane')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(errorOf(screen.getByLabelText('Last name'))).toBe('This field is required.')
    expect(errorOf(screen.getByLabelText('Country'))).toBe('Choose one.')
    // Back keeps the first step's answers, and the second's when coming forward again.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('jdoe')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane')
    await user.type(screen.getByLabelText('Last name'), 'Doe')
    await user.selectOptions(screen.getByLabelText('Country'), 'Portugal')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Plan' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Standard' }))
    await user.click(screen.getByRole('switch', { name: 'Send me the newsletter' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(screen.getByRole('heading', { name: 'Step 4 of 4: Review' })).toBeTruthy()
    const review = document.querySelector('.kit-review')!
    const shown = [...review.querySelectorAll('div')].map((row) => row.textContent)
    expect(shown).toEqual([
      'Usernamejdoe',
      'Emailjd@example.com',
      'First nameJane',
      'Last nameDoe',
      'CountryPortugal',
      'PlanStandard',
      'Send me the newsletterYes',
    ])
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(screen.getByRole('heading', { name: 'All done' })).toBeTruthy()
    expect(screen.getByText('Thank you, Jane: your account is open.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Start again' }))
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeTruthy()
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('')
  })

  it('goes back to a step done from the steps bar', async () => {
    const user = userEvent.setup()
    show('/forms/wizard')
    await user.type(screen.getByLabelText('Username'), 'jdoe')
    await user.type(screen.getByLabelText('Email'), 'jd@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const steps = screen.getByRole('navigation', { name: 'Steps' })
    await user.click(within(steps).getByText('Account'))
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeTruthy()
  })

  it('works its form elements: counter, switches, rating, and a layout form sends', async () => {
    const user = userEvent.setup()
    const view = show('/forms/elements')
    await user.type(screen.getByLabelText('About you'), 'Hello')
    expect(screen.getByText('195 characters left')).toBeTruthy()
    const bluetooth = screen.getByRole('switch', { name: 'Bluetooth' }) as HTMLInputElement
    expect(bluetooth.checked).toBe(false)
    await user.click(bluetooth)
    expect(bluetooth.checked).toBe(true)
    expect(
      (screen.getByRole('switch', { name: 'Airplane mode' }) as HTMLInputElement).disabled,
    ).toBe(true)
    expect(screen.getByText('Rated 3 stars')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Large' }))
    expect((screen.getByRole('radio', { name: 'Large' }) as HTMLInputElement).checked).toBe(true)
    view.unmount()

    show('/forms/layouts')
    const [send] = screen.getAllByRole('button', { name: 'Send' })
    await user.click(send!)
    expect(toasts.at(-1)).toMatchObject({ severity: 'success', summary: 'Form sent' })
  })
})
