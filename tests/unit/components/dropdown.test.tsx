import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dropdown } from '@/components/dropdown'

/** A menu with a plain choice, and one that opens a field to type in (as Rename does). */
function Menu() {
  const [editing, setEditing] = useState(false)
  return (
    <>
      {editing && <input aria-label="New name" autoFocus />}
      <Dropdown label="Actions" trigger="Actions">
        {(close) => (
          <>
            <button type="button" role="menuitem" onClick={close}>
              Archive
            </button>
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close()
                setEditing(true)
              }}
            >
              Rename
            </button>
          </>
        )}
      </Dropdown>
    </>
  )
}

describe('Dropdown', () => {
  it('gives the focus back to its button after a choice', async () => {
    const user = userEvent.setup()
    render(<Menu />)
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' }))
  })

  it('leaves the focus where a choice put it, on the field it opened', async () => {
    const user = userEvent.setup()
    render(<Menu />)
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New name' }))
  })
})
