import { screen, within } from '@testing-library/react'
import { VirtuosoMockContext } from 'react-virtuoso'
import type { i18n } from 'i18next'
import ChatDemoPage from '@/features/chat-demo/chat-demo.page'
import { renderPage } from '../../support/test-kit'

/**
 * Renders the demo chat at `path`. jsdom has no layout, so the virtualised list and thread are
 * told what size things are; the viewport is tall enough for every row of the demo data.
 */
export function renderChatDemo(i18nInstance: i18n, path = '/apps/chat') {
  return renderPage(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 60 }}>
      <ChatDemoPage />
    </VirtuosoMockContext.Provider>,
    i18nInstance,
    path,
  )
}

/** The sidebar's section titles and names, in the order they are shown. */
export function listedNames(): string[] {
  const list = screen.getByRole('group', { name: 'Chats' })
  // The names as seen: the presence after each name is for screen readers only.
  return [...list.querySelectorAll('.contact-list__section, .contact-row__name')].map((node) =>
    [...node.childNodes]
      .filter(
        (child) => !(child instanceof HTMLElement && child.classList.contains('visually-hidden')),
      )
      .map((child) => child.textContent)
      .join(''),
  )
}

/** The list row of a person, by name. */
export function rowOf(name: string): HTMLElement {
  const list = screen.getByRole('group', { name: 'Chats' })
  return within(list).getByRole('button', { name: new RegExp(name) })
}

/** The open thread's messages region. */
export function threadWith(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name: `Messages with ${name}` })
}
