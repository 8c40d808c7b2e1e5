import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ExtensionsPage from '@/features/ui-kit/extensions.page'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
// The movies are behind the sign-in.
signedInDuringEachTest()

const show = (path = '/extensions/autocomplete') => renderPage(<ExtensionsPage />, i18n, path)

/** The field, once the movies are here and it takes typing. */
async function movieField(): Promise<HTMLInputElement> {
  const field = screen.getByRole('combobox', { name: 'Movie' }) as HTMLInputElement
  await waitFor(() => expect(field.disabled).toBe(false), { timeout: 10_000 })
  return field
}

/*
 * PrimeReact measures its panel as a hidden element when jsdom gives it no layout (no
 * offsetParent) and leaves it `display: none`; a browser shows it. So the panel is found with
 * `hidden: true` here.
 */
const suggestions = async () =>
  within(await screen.findByRole('listbox', { hidden: true }, { timeout: 5000 }))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent)

/** The key codes PrimeReact 10's AutoComplete reads (`event.which`), which user-event leaves 0. */
const keyCodes = { ArrowDown: 40, ArrowUp: 38, Enter: 13, Escape: 27 } as const
const press = (field: HTMLElement, key: keyof typeof keyCodes) =>
  fireEvent.keyDown(field, { key, code: key, keyCode: keyCodes[key], which: keyCodes[key] })

/** The suggestion lit for Enter. */
const highlighted = () =>
  document.querySelector('[role="option"][data-p-highlight="true"]')?.textContent

describe('the extensions', { timeout: 30_000 }, () => {
  it('lists its pages on /extensions', () => {
    show('/extensions')
    expect(screen.getByRole('heading', { level: 1, name: 'Extensions' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Autocomplete/ }).getAttribute('href')).toBe(
      '/extensions/autocomplete',
    )
  })
})

describe('the autocomplete over the top movies', { timeout: 30_000 }, () => {
  it('suggests the movies whose title holds what is typed, best ranked first', async () => {
    const user = userEvent.setup()
    show()
    await user.type(await movieField(), 'godfather')
    expect(await suggestions()).toEqual(['The Godfather#2', 'The Godfather Part II#4'])
  })

  it('is driven by the keyboard: arrows walk the suggestions, Enter takes one', async () => {
    const user = userEvent.setup()
    show()
    const field = await movieField()
    await user.type(field, 'star wars')
    expect(await suggestions()).toEqual([
      'Star Wars: Episode V - The Empire Strikes Back#15',
      'Star Wars#28',
      'Star Wars: Episode VI - Return of the Jedi#88',
    ])
    // The first suggestion is lit; down, down and up light the second.
    expect(highlighted()).toBe('Star Wars: Episode V - The Empire Strikes Back#15')
    press(field, 'ArrowDown')
    press(field, 'ArrowDown')
    expect(highlighted()).toBe('Star Wars: Episode VI - Return of the Jedi#88')
    press(field, 'ArrowUp')
    expect(highlighted()).toBe('Star Wars#28')
    press(field, 'Enter')
    await waitFor(() => expect(field.value).toBe('Star Wars'))
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull())
    expect(screen.getByRole('status').textContent).toBe(
      'You chose Star Wars, number 28 of the list.',
    )
  })

  it('closes the suggestions on Escape', async () => {
    const user = userEvent.setup()
    show()
    const field = await movieField()
    await user.type(field, 'alien')
    expect(await suggestions()).toEqual(['Alien#51', 'Aliens#65'])
    press(field, 'Escape')
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull())
    expect(field.value).toBe('alien')
  })

  it('says so when no movie matches', async () => {
    const user = userEvent.setup()
    show()
    await user.type(await movieField(), 'zzzz')
    expect(await screen.findByText('No movie matches.', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('option', { hidden: true })).toBeNull()
  })

  it('says why the movies could not be loaded, and takes typing after Try again', async () => {
    const user = userEvent.setup()
    const refusal = refuseWith500('get', '*/api/autocomplete/data', 'No movies today')
    show()
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toContain('The movies could not be loaded.')
    refusal.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await user.type(await movieField(), 'matrix')
    expect(await suggestions()).toEqual(['The Matrix#16'])
  })
})
