import { StrictMode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SearchHost } from '@/app/search/search-host'
import { appI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'

signedInDuringEachTest()

beforeAll(() => {
  // jsdom lays nothing out; the palette scrolls the active result into view.
  Element.prototype.scrollIntoView = () => undefined
})

describe('page search in development mode', () => {
  // StrictMode mounts the palette twice: the first mount's load is aborted, and must not be heard.
  it(
    'loads Files and Contacts on the first Ctrl+K, not "could not be loaded"',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup()
      renderPage(
        <StrictMode>
          <SearchHost />
        </StrictMode>,
        appI18n(),
      )
      await user.keyboard('{Control>}k{/Control}')

      // The palette's code loads on the first request.
      const dialog = await screen.findByRole('dialog', {})
      await within(dialog).findByText('Passport Image', {})
      expect(within(dialog).queryByText('Files and contacts could not be loaded.')).toBeNull()
    },
  )
})
