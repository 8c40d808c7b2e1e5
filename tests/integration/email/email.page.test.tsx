import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { emailStore, unsafeEmailId } from '@mocks/email/emails'
import EmailPage from '@/features/email/email.page'
import { appI18n, captureToasts } from '../../support/test-kit'
import { renderMailPage, signedInWithQuietErrors } from '../../support/mail-page'
import { refuseWith500 } from '../../support/refuse-endpoint'

// The list's toasts are translated by the app's own i18next, as in the app.
const i18n = appI18n()
const toasts = captureToasts()

// Refused changes are logged on purpose in some of these tests.
signedInWithQuietErrors()

function renderEmail(path = '/apps/email') {
  return renderMailPage(<EmailPage />, i18n, path)
}

const stored = (id: number) => emailStore.get().find((email) => email.id === id)!
/** The inbox as the server holds it, newest first: what the page lists first. */
const inbox = () =>
  emailStore
    .get()
    .filter((email) => email.folder === 'inbox')
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)

async function list() {
  const listbox = await screen.findByRole('listbox', { name: 'Emails' }, { timeout: 10_000 })
  await within(listbox).findAllByRole('option')
  return listbox
}
const rowOf = (id: number) => document.getElementById(`email-row-${id}`)!
const rowIds = () =>
  within(screen.getByRole('listbox', { name: 'Emails' }))
    .getAllByRole('option')
    .map((row) => Number(row.dataset.mailId))
const check = (id: number) => rowOf(id).querySelector<HTMLElement>('.mail-row__check')!
const starred = (id: number) =>
  rowOf(id).querySelector('.mail-row__star')!.getAttribute('data-starred') === 'true'
const bulk = () => screen.getByRole('toolbar', { name: 'Selected emails' })
const folderButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Mail folders' })).getByRole('button', { name })
const reader = () => screen.getByRole('region', { name: 'Email' })

/** The composer, once its code (loaded when it first opens) is there. */
const composer = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 })

/** Picks the first three emails of the inbox with their boxes; returns their ids. */
async function pickThree(user: ReturnType<typeof userEvent.setup>) {
  await list()
  const ids = inbox()
    .slice(0, 3)
    .map((email) => email.id)
  for (const id of ids) await user.click(check(id))
  expect(within(bulk()).getByText('3 selected')).toBeTruthy()
  return ids
}

describe('the mailbox', { timeout: 30_000 }, () => {
  it('lists the inbox newest first, with the unread inbox, draft and unread spam counts', async () => {
    renderEmail()
    await list()
    expect(rowIds()).toEqual(inbox().map((email) => email.id))
    const unread = inbox().filter((email) => !email.isRead).length
    expect(folderButton(/^Inbox/).textContent).toContain(`${unread} unread emails`)
    expect(folderButton(/^Draft/).textContent).toContain('3 drafts')
    const spam = emailStore.get().filter((email) => email.folder === 'spam' && !email.isRead)
    expect(folderButton(/^Spam/).textContent).toContain(`${spam.length} unread emails`)
  })

  it('keeps the folder, the label and the search in the URL', async () => {
    const user = userEvent.setup()
    const { location } = renderEmail()
    await list()
    await user.click(folderButton(/^Sent/))
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/email?folder=sent'))
    await waitFor(() => expect(rowIds().every((id) => stored(id).folder === 'sent')).toBe(true))
    const labels = screen.getByRole('navigation', { name: 'Labels' })
    await user.click(within(labels).getByRole('button', { name: 'Company' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/email?label=company'))
    await waitFor(() =>
      expect(rowIds().every((id) => stored(id).labels.includes('company'))).toBe(true),
    )
    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'maya')
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/email?q=maya&label=company'))
    await waitFor(() =>
      expect(
        rowIds().every((id) =>
          [stored(id).from, ...stored(id).to].some((person) => person.name === 'Maya Rossi'),
        ),
      ).toBe(true),
    )
  })

  it('says when nothing matches a search', async () => {
    renderEmail('/apps/email?q=no-such-words')
    expect(await screen.findByText('No emails found')).toBeTruthy()
    expect(screen.getByText(/Nothing matches “no-such-words”/)).toBeTruthy()
  })

  it('says when the list cannot be loaded, and loads it again on Try again', async () => {
    const refusal = refuseWith500('get', '*/apps/email/emails', 'The mailbox is down')
    const user = userEvent.setup()
    renderEmail()
    expect(
      await screen.findByText('The emails could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    refusal.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await list()
    expect(rowIds()).toEqual(inbox().map((email) => email.id))
  })

  describe('bulk actions on the selected emails', () => {
    it('marks them read, then unread, and the inbox count follows', async () => {
      const user = userEvent.setup()
      renderEmail()
      const ids = await pickThree(user)
      const unread = inbox().filter((email) => !email.isRead).length
      const unreadPicked = ids.filter((id) => !stored(id).isRead).length
      await user.click(within(bulk()).getByRole('button', { name: 'Mark as read' }))
      for (const id of ids) expect(rowOf(id).className).toContain('mail-row--read')
      await waitFor(() => expect(ids.every((id) => stored(id).isRead)).toBe(true))
      expect(folderButton(/^Inbox/).textContent).toContain(`${unread - unreadPicked} unread`)

      await user.click(within(bulk()).getByRole('button', { name: 'Mark as unread' }))
      for (const id of ids) expect(rowOf(id).className).toContain('mail-row--unread')
      await waitFor(() => expect(ids.every((id) => !stored(id).isRead)).toBe(true))
    })

    it('stars them, then takes the stars off', async () => {
      const user = userEvent.setup()
      renderEmail()
      const ids = await pickThree(user)
      await user.click(within(bulk()).getByRole('button', { name: 'Star' }))
      expect(ids.every(starred)).toBe(true)
      await waitFor(() => expect(ids.every((id) => stored(id).isStarred)).toBe(true))
      await user.click(within(bulk()).getByRole('button', { name: 'Remove star' }))
      expect(ids.some(starred)).toBe(false)
      await waitFor(() => expect(ids.some((id) => stored(id).isStarred)).toBe(false))
    })

    it('moves them to another folder: they leave the inbox at once', async () => {
      const user = userEvent.setup()
      renderEmail()
      const ids = await pickThree(user)
      await user.click(within(bulk()).getByRole('button', { name: 'Move to' }))
      await user.click(screen.getByRole('menuitem', { name: 'Spam' }))
      expect(rowIds()).not.toContain(ids[0])
      expect(rowIds().some((id) => ids.includes(id))).toBe(false)
      await waitFor(() => expect(ids.every((id) => stored(id).folder === 'spam')).toBe(true))
      expect(screen.queryByText('3 selected')).toBeNull()
    })

    it('moves them to the trash', async () => {
      const user = userEvent.setup()
      renderEmail()
      const ids = await pickThree(user)
      await user.click(within(bulk()).getByRole('button', { name: 'Move to trash' }))
      expect(rowIds().some((id) => ids.includes(id))).toBe(false)
      await waitFor(() => expect(ids.every((id) => stored(id).folder === 'trash')).toBe(true))
    })

    it('toggles a label: on where it was off, off where it was on', async () => {
      const user = userEvent.setup()
      renderEmail()
      const ids = await pickThree(user)
      const had = ids.map((id) => stored(id).labels.includes('important'))
      expect(had).toContain(true)
      expect(had).toContain(false)
      await user.click(within(bulk()).getByRole('button', { name: 'Label' }))
      await user.click(screen.getByRole('menuitem', { name: 'Important' }))
      ids.forEach((id, at) => {
        const tags = within(rowOf(id)).queryByText('Important')
        expect(tags === null, `email ${id}`).toBe(had[at])
      })
      await waitFor(() =>
        ids.forEach((id, at) =>
          expect(stored(id).labels.includes('important'), `email ${id}`).toBe(!had[at]),
        ),
      )
    })

    it('selects every email listed at once, and none again', async () => {
      const user = userEvent.setup()
      renderEmail()
      await list()
      await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
      expect(within(bulk()).getByText(`${inbox().length} selected`)).toBeTruthy()
      await user.click(within(bulk()).getByRole('checkbox'))
      expect(within(bulk()).queryByText(/selected/)).toBeNull()
    })

    it('puts the stars back and says why when the server refuses (500)', async () => {
      // The refusal waits until the test has seen the stars shown at once.
      let answer = () => undefined as unknown
      const answered = new Promise<void>((resolve) => (answer = resolve))
      server.use(
        http.post('*/apps/email/update-emails', async () => {
          await answered
          return HttpResponse.json({ message: 'The mailbox is read-only today' }, { status: 500 })
        }),
      )
      const user = userEvent.setup()
      renderEmail()
      const ids = await pickThree(user)
      const before = ids.map(starred)
      await user.click(within(bulk()).getByRole('button', { name: 'Star' }))
      expect(ids.every(starred)).toBe(true)
      answer()
      await waitFor(() => expect(ids.map(starred)).toEqual(before))
      await waitFor(() =>
        expect(toasts).toContainEqual(
          expect.objectContaining({
            severity: 'error',
            summary: 'The emails could not be changed',
            detail: 'The mailbox is read-only today',
          }),
        ),
      )
      expect(ids.map((id) => stored(id).isStarred)).toEqual(before)
    })
  })

  describe('the reader', () => {
    it('opens an email from the list and reads it', async () => {
      const user = userEvent.setup()
      const { location } = renderEmail()
      await list()
      const unread = inbox().find((email) => !email.isRead)!
      await user.click(rowOf(unread.id))
      await waitFor(() => expect(location.history.at(-1)).toBe(`/apps/email?email=${unread.id}`))
      expect(await within(reader()).findByRole('heading', { name: unread.subject })).toBeTruthy()
      await waitFor(() => expect(stored(unread.id).isRead).toBe(true))
      expect(rowOf(unread.id).className).toContain('mail-row--read')
    })

    it('shows the recipients, the attachments in KB or MB, and the reply thread', async () => {
      renderEmail('/apps/email?email=1')
      const pane = await screen.findByRole('region', { name: 'Email' })
      await within(pane).findByRole('heading', { name: 'Quarterly order forecast' })
      expect(pane.textContent).toContain('cc ops@brightline.example')
      const sizes = [...pane.querySelectorAll('.mail-attachment__size')].map((e) => e.textContent)
      expect(sizes).toEqual(['52 KB', '1.2 MB'])
    })

    it('pages to the next and the previous email, disabled at the ends of the folder', async () => {
      const user = userEvent.setup()
      const [first, second] = inbox()
      const last = inbox().at(-1)!
      const { location } = renderEmail(`/apps/email?email=${first!.id}`)
      const previous = await screen.findByRole('button', { name: 'Previous email' })
      const next = screen.getByRole('button', { name: 'Next email' })
      await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false))
      expect((previous as HTMLButtonElement).disabled).toBe(true)
      await user.click(next)
      await waitFor(() => expect(location.history.at(-1)).toBe(`/apps/email?email=${second!.id}`))
      await within(reader()).findByRole('heading', { name: second!.subject })
      await waitFor(() =>
        expect(
          (screen.getByRole('button', { name: 'Previous email' }) as HTMLButtonElement).disabled,
        ).toBe(false),
      )
      await user.click(screen.getByRole('button', { name: 'Previous email' }))
      await within(reader()).findByRole('heading', { name: first!.subject })

      // The last of the inbox: there is no next one.
      await user.click(screen.getByRole('button', { name: 'Back to the list' }))
      await user.click(rowOf(last.id))
      await within(reader()).findByRole('heading', { name: last.subject })
      await waitFor(() =>
        expect(
          (screen.getByRole('button', { name: 'Previous email' }) as HTMLButtonElement).disabled,
        ).toBe(false),
      )
      expect(
        (screen.getByRole('button', { name: 'Next email' }) as HTMLButtonElement).disabled,
      ).toBe(true)
    })

    it('says clearly when the email does not exist', async () => {
      renderEmail('/apps/email?email=9999')
      expect(await screen.findByRole('heading', { name: 'This email does not exist' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    })

    it('stars and labels the open email from its toolbar', async () => {
      const user = userEvent.setup()
      renderEmail('/apps/email?email=2')
      await within(await screen.findByRole('region', { name: 'Email' })).findByRole('heading', {
        name: 'Freight schedule for next week',
      })
      await user.click(within(reader()).getByRole('button', { name: 'Star' }))
      await waitFor(() => expect(stored(2).isStarred).toBe(true))
      await user.click(within(reader()).getByRole('button', { name: 'Label' }))
      await user.click(screen.getByRole('menuitem', { name: 'Private' }))
      await waitFor(() => expect(stored(2).labels).toContain('private'))
    })
  })

  describe('keys', () => {
    it('moves with J and K, opens with Enter, stars with S and closes with Escape', async () => {
      const user = userEvent.setup()
      const { location } = renderEmail()
      await list()
      const [first, second] = inbox()
      await user.keyboard('j')
      expect(rowOf(second!.id).className).toContain('mail-row--active')
      await user.keyboard('k')
      expect(rowOf(first!.id).className).toContain('mail-row--active')
      await user.keyboard('{Enter}')
      await waitFor(() => expect(location.history.at(-1)).toBe(`/apps/email?email=${first!.id}`))
      await within(reader()).findByRole('heading', { name: first!.subject })
      const wasStarred = stored(first!.id).isStarred
      // The heading has the focus now; the keys work from anywhere but a field.
      await user.keyboard('s')
      await waitFor(() => expect(stored(first!.id).isStarred).toBe(!wasStarred))
      await user.keyboard('{Escape}')
      await waitFor(() => expect(location.history.at(-1)).toBe('/apps/email'))
    })
  })

  describe('writing', () => {
    it('sends a new email: it is in Sent', async () => {
      const user = userEvent.setup()
      renderEmail()
      await list()
      await user.click(screen.getByRole('button', { name: 'Compose' }))
      const dialog = await composer('Compose mail')
      const to = within(dialog).getByRole('combobox', { name: 'To' })
      await user.type(to, 'new.person@example.com{Enter}')
      await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hello')
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hi <b>there</b>')
      await user.click(within(dialog).getByRole('button', { name: 'Send' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() =>
        expect(
          emailStore.get().find((email) => email.subject === 'Hello' && email.folder === 'sent'),
        ).toMatchObject({
          to: [{ name: '', email: 'new.person@example.com' }],
          // What was typed is text, never markup.
          message: '<p>Hi &lt;b&gt;there&lt;/b&gt;</p>',
        }),
      )
      await waitFor(() =>
        expect(toasts).toContainEqual(expect.objectContaining({ summary: 'Your email was sent.' })),
      )
    })

    it('will not send without a recipient', async () => {
      const user = userEvent.setup()
      renderEmail()
      await list()
      await user.click(screen.getByRole('button', { name: 'Compose' }))
      const dialog = await composer('Compose mail')
      await user.click(within(dialog).getByRole('button', { name: 'Send' }))
      expect(within(dialog).getByText('Add at least one recipient.')).toBeTruthy()
    })

    it('keeps a draft when a composer holding text is closed', async () => {
      const user = userEvent.setup()
      renderEmail()
      await list()
      const drafts = emailStore.get().filter((email) => email.folder === 'draft').length
      await user.click(screen.getByRole('button', { name: 'Compose' }))
      const dialog = await composer('Compose mail')
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Half a thought')
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() =>
        expect(emailStore.get().filter((email) => email.folder === 'draft')).toHaveLength(
          drafts + 1,
        ),
      )
      await waitFor(() => expect(folderButton(/^Draft/).textContent).toContain(`${drafts + 1}`))
    })

    it('replies under the email: the reply joins its thread', async () => {
      const user = userEvent.setup()
      renderEmail('/apps/email?email=6')
      await within(await screen.findByRole('region', { name: 'Email' })).findByRole('heading', {
        name: 'Catering for the team lunch',
      })
      await user.click(within(reader()).getByRole('button', { name: 'Reply' }))
      const dialog = await composer('Reply')
      expect(
        (within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value,
      ).toBe('Re: Catering for the team lunch')
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Twelve, thanks')
      await user.click(within(dialog).getByRole('button', { name: 'Send' }))
      await waitFor(() => expect(stored(6).replies.at(-1)?.message).toBe('<p>Twelve, thanks</p>'))
      expect(await within(reader()).findByText('Twelve, thanks')).toBeTruthy()
    })
  })

  it('shows none of the usual payloads: every one is taken out before it reaches the page', async () => {
    const payloads = [
      '<script>window.__emailXss = 1</script>',
      '<img src="x" onerror="window.__emailXss = 2">',
      '<svg onload="window.__emailXss = 3"><circle r="1"/></svg>',
      '<a href="JaVaScRiPt:window.__emailXss = 4">a link</a>',
      '<a href=" javascript:window.__emailXss = 5">spaced</a>',
      '<iframe src="javascript:window.__emailXss = 6"></iframe>',
      '<body onload="window.__emailXss = 7">',
      '<div style="background:url(javascript:window.__emailXss = 8)">styled</div>',
      '<form action="javascript:window.__emailXss = 9"><button>Go</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__emailXss = 10">',
      '<details open ontoggle="window.__emailXss = 11">more</details>',
    ]
    const crafted = { ...stored(1), id: 4242, message: `<p>Read me</p>${payloads.join('')}` }
    server.use(
      http.get('*/apps/email/get-email', ({ request }) =>
        new URL(request.url).searchParams.get('id') === '4242'
          ? HttpResponse.json(crafted)
          : undefined,
      ),
    )
    renderEmail('/apps/email?email=4242')
    const pane = await screen.findByRole('region', { name: 'Email' })
    const body = await waitFor(() => {
      const found = pane.querySelector('.mail-message__body')
      expect(found).not.toBeNull()
      return found!
    })
    expect(body.textContent).toContain('Read me')
    expect(body.querySelector('script, iframe, form, style, svg')).toBeNull()
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), attribute.name).toBe(false)
        expect(attribute.value.toLowerCase()).not.toContain('javascript:')
      }
    }
    expect((window as { __emailXss?: unknown }).__emailXss).toBeUndefined()
  })

  it('shows no markup an email could run: scripts, handlers and javascript: links are gone', async () => {
    renderEmail(`/apps/email?email=${unsafeEmailId}`)
    const pane = await screen.findByRole('region', { name: 'Email' })
    const body = await waitFor(() => {
      const found = pane.querySelector('.mail-message__body')
      expect(found).not.toBeNull()
      return found!
    })
    expect(body.textContent).toContain('The invoice preview shows a broken image')
    expect(body.querySelector('script')).toBeNull()
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), attribute.name).toBe(false)
        expect(attribute.value.toLowerCase()).not.toContain('javascript:')
      }
    }
    expect((window as { __emailXss?: boolean }).__emailXss).toBeUndefined()
  })
})
