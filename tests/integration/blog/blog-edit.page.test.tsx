import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'wouter'
import { findBlogPost } from '@mocks/blog/blog'
import BlogEditPage from '@/features/blog/blog-edit.page'
import { RouteParamsProvider } from '@/components/route-params'
import { findRoute, routeParams } from '@/app/routes/route-table'
import {
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

vi.setConfig({ testTimeout: 30_000 })

const i18n = createTestI18n()
const toasts = captureToasts()
signedInDuringEachTest()
const route = findRoute('/pages/blog/edit')!

function AtLocation() {
  const [location] = useLocation()
  return (
    <RouteParamsProvider value={routeParams(route, location)}>
      <BlogEditPage />
    </RouteParamsProvider>
  )
}

async function open(path = '/pages/blog/edit/3') {
  // The file input's own filter is left out, so that a wrong file reaches the page's check.
  const user = userEvent.setup({ applyAccept: false })
  renderPage(<AtLocation />, i18n, path)
  await screen.findByRole('heading', { level: 1, name: 'Edit post' })
  return user
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save changes' }))
/** The message under a field: the one its control is described by. */
const errorOf = (name: string) => {
  const ids = field(name).getAttribute('aria-describedby') ?? ''
  return ids ? (document.getElementById(ids.split(' ')[0]!)?.textContent ?? null) : null
}

describe('Blog edit', () => {
  it('shows the post in the form, and the slug follows the title until edited by hand', async () => {
    const user = await open()
    expect(field('Title').value).toBe('My Ten Best Life Hacks for the Kitchen')
    expect(field('Slug').value).toBe('my-ten-best-life-hacks-for-the-kitchen')
    expect((field('Status') as unknown as HTMLSelectElement).value).toBe('published')
    expect(screen.getByRole('img', { name: 'Preview of the featured image' })).toBeTruthy()

    await user.clear(field('Title'))
    await user.type(field('Title'), 'Crème Brûlée: 5 Tips!')
    expect(field('Slug').value).toBe('creme-brulee-5-tips')

    await user.clear(field('Slug'))
    await user.type(field('Slug'), 'my-own-slug')
    await user.type(field('Title'), ' Now')
    expect(field('Slug').value).toBe('my-own-slug')
  })

  it('shows each problem under its field and sends nothing', async () => {
    const user = await open()
    await user.clear(field('Title'))
    await user.clear(field('Slug'))
    await user.type(field('Slug'), 'Not A Slug')
    // Take the one category (Food) off.
    field('Categories').focus()
    await user.keyboard('{ArrowDown}')
    await user.click(await screen.findByRole('option', { name: 'Food', hidden: true }))
    await user.keyboard('{Escape}')
    await user.click(field('Excerpt'))
    await user.paste('x'.repeat(300))
    await save(user)

    expect(errorOf('Title')).toBe('Give the post a title.')
    expect(errorOf('Slug')).toBe('Use lower-case letters, digits and single dashes only.')
    expect(errorOf('Categories')).toBe('Choose at least one category.')
    expect(errorOf('Excerpt')).toBe('The excerpt may have at most 300 characters.')
    expect(document.activeElement).toBe(field('Title'))
    expect(findBlogPost(3)!.title).toBe('My Ten Best Life Hacks for the Kitchen')

    // Typing clears a field's problem.
    await user.type(field('Title'), 'Back again')
    expect(errorOf('Title')).toBeNull()
  })

  it('saves the post, with another category and status, and says so', async () => {
    const user = await open()
    await user.clear(field('Title'))
    await user.type(field('Title'), 'Kitchen Hacks, Revisited')
    field('Categories').focus()
    await user.keyboard('{ArrowDown}')
    await user.click(await screen.findByRole('option', { name: 'Quote', hidden: true }))
    await user.keyboard('{Escape}')
    await user.selectOptions(field('Status'), 'draft')
    await save(user)
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'success',
          summary: '“Kitchen Hacks, Revisited” saved',
        }),
      ),
    )
    expect(findBlogPost(3)).toMatchObject({
      title: 'Kitchen Hacks, Revisited',
      slug: 'kitchen-hacks-revisited',
      tags: ['food', 'quote'],
      status: 'draft',
    })
  })

  it('keeps everything typed when the server fails, and says so', async () => {
    const user = await open()
    refuseWith500('post', '*/blog/list/data/edit', 'The blog is down.')
    await user.clear(field('Title'))
    await user.type(field('Title'), 'Not lost')
    await user.clear(field('Slug'))
    await user.type(field('Slug'), 'still-here')
    await user.type(field('Excerpt'), ' And more.')
    await save(user)
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          summary: 'The post could not be saved',
          detail: 'The blog is down.',
        }),
      ),
    )
    expect(field('Title').value).toBe('Not lost')
    expect(field('Slug').value).toBe('still-here')
    expect(field('Excerpt').value).toMatch(/And more\.$/)
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(
      false,
    )
    expect(findBlogPost(3)!.title).toBe('My Ten Best Life Hacks for the Kitchen')
  })

  it('shows the server’s problem under its field', async () => {
    const user = await open()
    await user.clear(field('Slug'))
    // Post 1's slug: the server refuses a slug another post has.
    await user.type(field('Slug'), 'the-best-features-coming-to-ios-and-web-design')
    await save(user)
    await waitFor(() => expect(errorOf('Slug')).toBe('Another post already has this slug.'))
    expect(document.activeElement).toBe(field('Slug'))
    expect(field('Title').value).toBe('My Ten Best Life Hacks for the Kitchen')
  })

  it('takes images only, up to 2 MB, and previews the one picked', async () => {
    const user = await open()
    await user.upload(
      field('Featured image'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    )
    expect(errorOf('Featured image')).toBe(
      '“notes.txt” is not an image: choose a PNG, JPEG, GIF or WebP file.',
    )
    await user.upload(
      field('Featured image'),
      new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    )
    expect(errorOf('Featured image')).toBe('“huge.png” is 3.1 MB: the image may be at most 2 MB.')

    await user.upload(
      field('Featured image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'small.png', { type: 'image/png' }),
    )
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Preview of the featured image' }).getAttribute('src'),
      ).toMatch(/^data:image\/png;base64,/),
    )
    expect(errorOf('Featured image')).toBeNull()
    await save(user)
    await waitFor(() => expect(findBlogPost(3)!.img).toMatch(/^data:image\/png;base64,/))
  })

  it('says so for a post that does not exist', async () => {
    renderPage(<AtLocation />, i18n, '/pages/blog/edit/999')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeTruthy()
    expect(within(document.body).getByRole('link', { name: 'Back to the blog' })).toBeTruthy()
  })
})
