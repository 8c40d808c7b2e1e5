import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Link, Router } from 'wouter'
import * as z from 'zod/mini'
import { FormFeedback } from '@/components/form/form-feedback'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm, type AppFormOptions } from '@/components/form/use-app-form'
import { readDraft } from '@/services/form/form-drafts'
import { createTestI18n } from '../../../support/test-kit'

/*
 * The one form layer as a user meets it: a field checked when it is left, a summary on submit
 * with the focus on the first wrong field, the server's words under their fields, a draft that
 * survives the form going away, and the question before a dirty form is left.
 */

const i18n = createTestI18n()

interface Contact {
  name: string
  email: string
  password: string
}

const empty: Contact = { name: '', email: '', password: '' }

/** The names a check answers, said as the form says them. */
const words: Record<string, string> = { required: 'Required', invalid: 'Not an email' }

function ContactForm(props: Partial<AppFormOptions<Contact>>) {
  const app = useAppForm<Contact>({
    id: 'contact',
    defaultValues: empty,
    check: ({ name, email }) => ({
      name: name.trim() ? undefined : 'required',
      email: email.includes('@') ? undefined : 'invalid',
    }),
    translate: (problem) => words[problem] ?? problem,
    onSubmit: () => undefined,
    ...props,
  })
  return (
    <form onSubmit={app.submit} noValidate>
      <FormFeedback app={app} />
      <FormTextField app={app} name="name" label="Name" />
      <FormTextField app={app} name="email" label="Email" />
      <FormTextField app={app} name="password" label="Password" type="password" />
      <button type="submit">Save</button>
      <Link href="/elsewhere">Elsewhere</Link>
    </form>
  )
}

function show(props: Partial<AppFormOptions<Contact>> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Router>
        <ContactForm {...props} />
      </Router>
    </I18nextProvider>,
  )
}

describe('the form layer', () => {
  it('checks a field when it is left, not while it is first typed', async () => {
    const user = userEvent.setup()
    show()
    await user.type(screen.getByLabelText('Email'), 'ada')
    expect(screen.queryByText('Not an email')).toBeNull()
    await user.tab()
    expect(await screen.findByText('Not an email')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    // Once left, it is checked again as it changes: the message goes as soon as it is right.
    await user.type(screen.getByLabelText('Email'), '@example.com')
    await waitFor(() => expect(screen.queryByText('Not an email')).toBeNull())
  })

  it('sums up the problems on submit and focuses the first wrong field', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    show({ onSubmit })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Please fix 2 problems')
    expect(summary.textContent).toContain('Name: Required')
    expect(summary.textContent).toContain('Email: Not an email')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
    // A problem in the summary takes the user to its field.
    await user.click(screen.getByRole('button', { name: 'Email: Not an email' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('checks a zod/mini schema as well', async () => {
    const user = userEvent.setup()
    const schema = z.object({
      name: z.string().check(z.minLength(2, 'Too short')),
      email: z.string(),
      password: z.string(),
    })
    show({ schema, check: undefined })
    await user.type(screen.getByLabelText('Name'), 'A')
    await user.tab()
    expect(await screen.findByText('Too short')).toBeTruthy()
  })

  it("puts the server's words under their fields and in the summary", async () => {
    const user = userEvent.setup()
    show({ onSubmit: () => ({ errors: { email: 'This email is taken.' } }) })
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This email is taken.', { selector: 'p' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Email: This email is taken.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
  })

  it('keeps a draft across a remount, without the password', async () => {
    const user = userEvent.setup()
    const first = show({ draftKey: 'test:contact', draftOmit: ['password'] })
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Password'), 'secret-word')
    await waitFor(async () =>
      expect(await readDraft('test:contact')).toEqual({ name: 'Ada', email: '' }),
    )
    first.unmount()
    show({ draftKey: 'test:contact', draftOmit: ['password'] })
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada'),
    )
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect(screen.getByText('What you typed earlier is back.')).toBeTruthy()
    // Dropping it brings the defaults back and forgets it.
    await user.click(screen.getByRole('button', { name: 'Discard it' }))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('')
    await waitFor(async () => expect(await readDraft('test:contact')).toBeUndefined())
  })

  it('forgets the draft once saved', async () => {
    const user = userEvent.setup()
    show({ draftKey: 'test:saved' })
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await waitFor(async () => expect(await readDraft('test:saved')).toBeTruthy())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect(await readDraft('test:saved')).toBeUndefined())
  })

  it('asks before a dirty form is left by a link', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/form')
    show({ draftKey: 'test:guard' })
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(window.location.pathname).toBe('/elsewhere')
    window.history.replaceState(null, '', '/form')
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeTruthy()
    expect(window.location.pathname).toBe('/form')
  })
})
