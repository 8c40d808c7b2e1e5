import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ModalExamplesPage from '@/features/modal-examples/modal-examples.page'
import {
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'

vi.setConfig({ testTimeout: 30_000 })

const i18n = createTestI18n()
const toasts = captureToasts()
signedInDuringEachTest()

const openPage = () => renderPage(<ModalExamplesPage />, i18n, '/pages/modal-examples')
const summaries = () => toasts.map((toast) => toast.summary)

async function openDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
  const opener = screen.getByRole('button', { name: `Open ${title}` })
  await user.click(opener)
  const dialog = screen.getByRole('dialog', { name: title })
  return { opener, dialog }
}

const examples = [
  'Share project',
  'Add new card',
  'Edit user information',
  'Enable one-time passwords',
  'Add new address',
  'Create app',
  'Refer and earn',
]

describe('Modal examples page', () => {
  it('shows a card with an Open button for each of the seven dialogs', () => {
    openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Modal examples' })).toBeTruthy()
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(examples)
  })

  it.each(examples)(
    '“%s” opens with the focus inside, closes on Esc and gives the focus back',
    async (title) => {
      const user = userEvent.setup()
      openPage()
      const { opener, dialog } = await openDialog(user, title)
      expect(dialog.contains(document.activeElement)).toBe(true)
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(document.activeElement).toBe(opener)
    },
  )

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup()
    openPage()
    const { dialog } = await openDialog(user, 'Enable one-time passwords')
    for (let press = 0; press < 6; press += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('checks the card number: its brand as it is typed, a mistyped digit refused', async () => {
    const user = userEvent.setup()
    openPage()
    const { opener, dialog } = await openDialog(user, 'Add new card')
    const number = within(dialog).getByRole('textbox', { name: 'Card number' })
    await user.type(number, '4242424242424241')
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4241')
    expect(within(dialog).getByText('Card brand: Visa')).toBeTruthy()

    await user.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'John Doe')
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry date' }), '12/39')
    await user.type(within(dialog).getByRole('textbox', { name: 'Security code (CVV)' }), '123')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    // The form layer checks asynchronously: the message comes a moment after the click.
    expect(
      await within(dialog).findByText('This card number is not valid: check the digits'),
    ).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(number))
    expect(number.getAttribute('aria-invalid')).toBe('true')

    await user.clear(number)
    await user.type(number, '378282246310005')
    expect(within(dialog).getByText('Card brand: American Express')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    // An American Express card's code has 4 digits.
    expect(
      await within(dialog).findByText('Enter the 4 digits on the back of the card'),
    ).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: 'Security code (CVV)' }), '4')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(summaries()).toContain(
      'Example: the American Express ending in 0005 is valid. Nothing was saved.',
    )
    expect(document.activeElement).toBe(opener)
  })

  it('refuses a card number of the wrong length for its brand', async () => {
    const user = userEvent.setup()
    openPage()
    const { dialog } = await openDialog(user, 'Add new card')
    await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242 4242 42')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    expect(
      await within(dialog).findByText('This number has too few or too many digits for a card'),
    ).toBeTruthy()
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3)
  })

  it('walks the create-app wizard forward and back, and needs a name first', async () => {
    const user = userEvent.setup()
    openPage()
    const { dialog } = await openDialog(user, 'Create app')
    const heading = () => within(dialog).getByRole('heading', { level: 3 }).textContent
    expect(heading()).toBe('Step 1 of 4: Details')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(within(dialog).getByText('Enter a name for the app')).toBeTruthy()
    expect(heading()).toBe('Step 1 of 4: Details')

    await user.type(within(dialog).getByRole('textbox', { name: 'App name' }), 'Field sales')
    await user.click(within(dialog).getByRole('radio', { name: 'E-commerce platform' }))
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(heading()).toBe('Step 2 of 4: Framework')
    expect(document.activeElement?.textContent).toBe('Step 2 of 4: Framework')
    await user.click(within(dialog).getByRole('radio', { name: 'Vue' }))
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(heading()).toBe('Step 3 of 4: Database')
    await user.click(within(dialog).getByRole('radio', { name: 'Firebase' }))
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(heading()).toBe('Step 4 of 4: Submit')
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual(['App name', 'Category', 'Framework', 'Database'])
    expect(values).toEqual(['Field sales', 'E-commerce platform', 'Vue', 'Firebase'])

    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(heading()).toBe('Step 3 of 4: Database')
    // The steps already seen can be chosen in the steps bar; the ones ahead cannot.
    await user.click(within(dialog).getByText('Details'))
    expect(heading()).toBe('Step 1 of 4: Details')
    expect(
      (within(dialog).getByRole('textbox', { name: 'App name' }) as HTMLInputElement).value,
    ).toBe('Field sales')
    await user.click(within(dialog).getByText('Submit'))
    expect(heading()).toBe('Step 1 of 4: Details')

    for (let step = 0; step < 3; step += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(summaries()).toContain(
      'Example: the app “Field sales” is ready to be created. Nothing was saved.',
    )
  })

  it('checks the address with the checkout’s rules', async () => {
    const user = userEvent.setup()
    openPage()
    const { dialog } = await openDialog(user, 'Add new address')
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }))
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(7)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('textbox', { name: 'Full name' }),
      ),
    )

    const fill = async (label: string, text: string) =>
      user.type(within(dialog).getByRole('textbox', { name: label }), text)
    await fill('Full name', 'John Doe')
    await fill('Mobile number', '12')
    await fill('Flat, house number, building', '12 Rue de Rivoli')
    await fill('Street, area', 'Le Marais')
    await fill('City', 'Paris')
    await fill('State or region', 'Île-de-France')
    await fill('Postal code', '75004')
    await user.click(within(dialog).getByRole('radio', { name: 'Office (9 am to 5 pm)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }))
    expect(await within(dialog).findByText('Enter a phone number of 7 to 15 digits')).toBeTruthy()

    await fill('Mobile number', '3456789')
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(summaries()).toContain('Example: the address in Paris is valid. Nothing was saved.')
  })

  it('edits the signed-in user’s details, and refuses an invalid email', async () => {
    const user = userEvent.setup()
    openPage()
    const { dialog } = await openDialog(user, 'Edit user information')
    const email = within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(
      (within(dialog).getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value,
    ).toBe('John Doe')
    expect(email.value).toBe('admin@demo.com')
    await user.clear(email)
    await user.type(email, 'john.doe')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('Enter a valid email address, such as name@example.com'),
    ).toBeTruthy()
    await user.type(email, '@demo.com')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(summaries()).toContain('Example: the details of John Doe are valid. Nothing was saved.')
  })

  it('invites by email from Share project and Refer and earn, staying open', async () => {
    const user = userEvent.setup()
    openPage()
    let { dialog } = await openDialog(user, 'Share project')
    await user.type(within(dialog).getByRole('textbox', { name: 'Invite by email' }), 'ana@x.io')
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    expect(summaries()).toContain(
      'Example: an invitation to ana@x.io would be sent. Nothing was sent.',
    )
    expect(
      (
        within(dialog).getByRole('combobox', {
          name: 'Access of Lester Palmer',
        }) as HTMLSelectElement
      ).disabled,
    ).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))

    ;({ dialog } = await openDialog(user, 'Refer and earn'))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(within(dialog).getByText('Enter an email address')).toBeTruthy()
    expect(within(dialog).getByText(/register-basic\?ref=johndoe$/)).toBeTruthy()
  })
})
