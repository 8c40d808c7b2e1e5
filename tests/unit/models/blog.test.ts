import { describe, expect, it } from 'vitest'
import { checkBlogComment, checkBlogEdit, checkBlogImage, slugify } from '@models/blog/blog'

describe('blog model', () => {
  it('makes a slug of a title: lower case, no accents, single dashes', () => {
    expect(slugify('Crème Brûlée: 5 Tips!')).toBe('creme-brulee-5-tips')
    expect(slugify('  --Hello   World--  ')).toBe('hello-world')
    expect(slugify('¿¡')).toBe('')
  })

  it('checks the edit form as the server does', () => {
    expect(
      checkBlogEdit({
        blogTitle: ' ',
        slug: 'Bad Slug',
        excerpt: 'x'.repeat(301),
        blogCategories: [],
      }),
    ).toEqual({
      blogTitle: 'titleRequired',
      slug: 'slugInvalid',
      excerpt: 'excerptTooLong',
      blogCategories: 'categoriesRequired',
    })
    expect(
      checkBlogEdit({ blogTitle: 'Fine', slug: 'fine-2', excerpt: '', blogCategories: ['food'] }),
    ).toEqual({})
  })

  it('takes images of the four types up to 2 MB, and comments up to 500 characters', () => {
    expect(checkBlogImage({ type: 'image/svg+xml', size: 10 })).toBe('imageType')
    expect(checkBlogImage({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('imageSize')
    expect(checkBlogImage({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeUndefined()
    expect(checkBlogComment('  ')).toBe('commentRequired')
    expect(checkBlogComment('x'.repeat(501))).toBe('commentTooLong')
    expect(checkBlogComment('ok')).toBeUndefined()
  })
})
