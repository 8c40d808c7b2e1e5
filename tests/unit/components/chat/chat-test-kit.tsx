import type { ReactElement, ReactNode } from 'react'
import english from '../../../../public/locales/en/translation.json'
import { render, waitFor } from '@testing-library/react'
import i18next, { type i18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { VirtuosoMockContext } from 'react-virtuoso'

/** An i18next instance with the app's English strings, ready before the first render. */
export function createChatI18n(): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: english as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}

// jsdom has no layout, so Virtuoso renders nothing unless told what size things are.
function Providers({ children, i18n }: { children: ReactNode; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
        {children}
      </VirtuosoMockContext.Provider>
    </I18nextProvider>
  )
}

/** Renders a chat component with English translations and a measured Virtuoso. */
export function renderChat(ui: ReactElement, i18n: i18n = createChatI18n()) {
  const view = render(ui, {
    wrapper: ({ children }) => <Providers i18n={i18n}>{children}</Providers>,
  })
  return { ...view, i18n }
}

/** A local time `daysBack` calendar days ago at the given hour, as ISO 8601. */
export function daysAgoAt(daysBack: number, hour: number, minute = 0): string {
  const date = new Date()
  date.setDate(date.getDate() - daysBack)
  date.setHours(hour, minute, 0, 0)
  return date.toISOString()
}

/**
 * Waits for Virtuoso's first rows: a list that opens scrolled to its end renders them only after
 * its initial scroll has run, some animation frames after mounting.
 */
export async function waitForRows(): Promise<void> {
  await waitFor(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]')
    // Virtuoso keeps the rows hidden until it has scrolled to where the list opens.
    if (!list?.querySelector('[data-index]') || list.style.visibility === 'hidden') {
      throw new Error('Virtuoso has shown no row yet')
    }
  })
}
