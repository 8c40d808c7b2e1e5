import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ExtensionsPage from '@/features/ui-kit/extensions.page'
import frenchUikit from '../../../public/locales/fr/uikit.json'
import frenchCommon from '../../../public/locales/fr/translation.json'
import {
  appI18n,
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
// The upload is behind the sign-in.
signedInDuringEachTest()
const toasts = captureToasts()

const show = (path: string) => renderPage(<ExtensionsPage />, i18n, path)

describe('the extensions index', () => {
  it('links every extension', () => {
    show('/extensions')
    const links = [
      ['Toasts & confirmations', '/extensions/toasts'],
      ['Drag & drop', '/extensions/drag-and-drop'],
      ['Internationalization', '/extensions/i18n'],
      ['Date & time pickers', '/extensions/pickers'],
      ['File upload', '/extensions/file-upload'],
      ['Guided tour', '/extensions/tour'],
    ]
    for (const [name, href] of links)
      expect(screen.getByRole('link', { name: new RegExp(name!) }).getAttribute('href')).toBe(href)
  })
})

describe('toasts and confirmations', { timeout: 30_000 }, () => {
  it('raises a toast of each severity', async () => {
    const user = userEvent.setup()
    show('/extensions/toasts')
    await user.click(screen.getByRole('button', { name: 'Success' }))
    await user.click(screen.getByRole('button', { name: 'Error' }))
    expect(toasts.map(({ severity, summary }) => [severity, summary])).toEqual([
      ['success', 'Changes saved'],
      ['error', 'Could not send'],
    ])
  })

  it('asks before deleting: Cancel keeps the draft, Delete removes it with an Undo toast', async () => {
    const user = userEvent.setup()
    show('/extensions/toasts')
    await user.click(screen.getByRole('button', { name: 'Delete the draft' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete the draft?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Your draft is kept.')
    expect(toasts).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete the draft' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete the draft?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Your draft is deleted.')
    expect(toasts.map((toast) => toast.summary)).toEqual(['Draft deleted'])
    toasts[0]!.action!.run()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your draft is kept.'))
  })
})

describe('live language switching', { timeout: 30_000 }, () => {
  const app = appI18n()
  app.addResourceBundle('fr', 'translation', frenchCommon, true, true)
  app.addResourceBundle('fr', 'uikit', frenchUikit, true, true)
  afterEach(async () => {
    await app.changeLanguage('en')
    localStorage.clear()
  })

  it('changes the text, dates and numbers at once from the language menu', async () => {
    const user = userEvent.setup()
    renderPage(<ExtensionsPage />, app, '/extensions/i18n')
    expect(screen.getByText('Welcome back! Here is your week at a glance.')).toBeTruthy()
    expect(screen.getByText('1,234,567.891')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Language/ }))
    await user.click(screen.getByRole('menuitemradio', { name: /Français/ }))
    expect(
      await screen.findByText('Bon retour ! Voici votre semaine en un coup d’œil.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Internationalisation' })).toBeTruthy()
    expect(screen.getByText('3 nouveaux messages')).toBeTruthy()
    expect(screen.queryByText('1,234,567.891')).toBeNull()
    expect(localStorage.getItem('ui.language')).toBe('fr')
  })
})

describe('the date and time pickers', () => {
  it('shows a day field and a time field, and nothing chosen yet', () => {
    show('/extensions/pickers')
    expect(screen.getByRole('combobox', { name: 'Day' })).toBeTruthy()
    expect(screen.getByLabelText('Time')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Chosen: nothing yet')
  })
})

describe('the sortable list', () => {
  it('shows the steps in order, each with a handle to move it', () => {
    show('/extensions/drag-and-drop')
    const list = screen.getByRole('list', { name: 'Project steps' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Plan', '2Design', '3Build', '4Test', '5Ship'])
    expect(screen.getByRole('button', { name: 'Move Build' })).toBeTruthy()
  })
})

describe('the file upload', { timeout: 30_000 }, () => {
  // 200 KB: sent in 4 parts.
  const file = () => new File(['x'.repeat(200 * 1024)], 'report.txt', { type: 'text/plain' })

  it('sends the file to the server and its progress reaches done', async () => {
    const user = userEvent.setup()
    show('/extensions/file-upload')
    await user.upload(screen.getByLabelText('File to upload'), file())
    const bar = screen.getByRole('progressbar', { name: 'Upload of report.txt' })
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('report.txt is uploaded.'),
      { timeout: 10_000 },
    )
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect(screen.getByText('100%')).toBeTruthy()
  })

  it('stops on Cancel: no progress and nothing uploaded', async () => {
    const user = userEvent.setup()
    show('/extensions/file-upload')
    await user.upload(screen.getByLabelText('File to upload'), file())
    expect(screen.getByRole('status').textContent).toBe('Sending report.txt…')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
    // A new file may be chosen at once, and goes through.
    await user.upload(screen.getByLabelText('File to upload'), file())
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('report.txt is uploaded.'),
      { timeout: 10_000 },
    )
  })

  it('says when the server refuses, and sends again on Try again', async () => {
    const user = userEvent.setup()
    const refusal = refuseWith500('post', '*/api/ui-kit/upload')
    show('/extensions/file-upload')
    await user.upload(screen.getByLabelText('File to upload'), file())
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toContain('report.txt could not be uploaded.')
    refusal.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('report.txt is uploaded.'),
      { timeout: 10_000 },
    )
  })
})

describe('the guided tour', { timeout: 30_000 }, () => {
  it('walks its steps with Next and Back, and Close ends it where it started', async () => {
    const user = userEvent.setup()
    show('/extensions/tour')
    const start = screen.getByRole('button', { name: 'Start the tour' })
    await user.click(start)
    let bubble = screen.getByRole('dialog', { name: 'Search' })
    expect(bubble.textContent).toContain('Step 1 of 4')
    expect(document.activeElement).toBe(bubble)
    expect(within(bubble).queryByRole('button', { name: 'Back' })).toBeNull()
    await user.click(within(bubble).getByRole('button', { name: 'Next' }))
    bubble = screen.getByRole('dialog', { name: 'Create' })
    expect(bubble.textContent).toContain('Step 2 of 4')
    await user.click(within(bubble).getByRole('button', { name: 'Back' }))
    bubble = screen.getByRole('dialog', { name: 'Search' })
    await user.click(within(bubble).getByRole('button', { name: 'Close the tour' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(start)
  })

  it('ends with Done at the last step, and Escape closes it', async () => {
    const user = userEvent.setup()
    show('/extensions/tour')
    await user.click(screen.getByRole('button', { name: 'Start the tour' }))
    for (let step = 0; step < 3; step++)
      await user.click(screen.getByRole('button', { name: 'Next' }))
    const last = screen.getByRole('dialog', { name: 'Help' })
    expect(within(last).queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(within(last).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Tour finished.')
    await user.click(screen.getByRole('button', { name: 'Start the tour' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
