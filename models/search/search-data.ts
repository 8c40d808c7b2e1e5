import * as z from 'zod/mini'

/**
 * Schemas of the page-search and bookmark payloads (SPEC.md section 7). zod/mini keeps them out of
 * the first visit's weight: these parse on every start of the shell.
 */
export const pageItemSchema = z.object({
  id: z.number(),
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
})

export const fileItemSchema = z.object({
  title: z.string(),
  by: z.string(),
  size: z.string(),
  file: z.string(),
})

export const contactItemSchema = z.object({
  title: z.string(),
  email: z.string(),
  img: z.string(),
  date: z.string(),
})

const group = <T extends z.ZodMiniType>(title: string, item: T) =>
  z.object({ groupTitle: z.literal(title), searchLimit: z.number(), data: z.array(item) })

export const mainSearchSchema = z.object({
  searchArr: z.tuple([
    group('Pages', pageItemSchema),
    group('Files', fileItemSchema),
    group('Contacts', contactItemSchema),
  ]),
})

export const bookmarksSchema = z.object({
  suggestions: z.array(pageItemSchema),
  bookmarks: z.array(pageItemSchema),
})

export type PageItem = z.infer<typeof pageItemSchema>
export type FileItem = z.infer<typeof fileItemSchema>
export type ContactItem = z.infer<typeof contactItemSchema>
export type MainSearchData = z.infer<typeof mainSearchSchema>
export type BookmarksData = z.infer<typeof bookmarksSchema>
