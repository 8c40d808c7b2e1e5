import * as z from 'zod/mini'

/**
 * The help centre's data (SPEC.md section 3 "FAQ category" and "Knowledge base", section 7
 * `GET /faq/data` and `/faq/data/knowledge_base`, `/category`, `/question`).
 */

/** The five FAQ categories, in the order the page shows them. */
export const faqCategoryIds = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const
export type FaqCategoryId = (typeof faqCategoryIds)[number]

export const faqQuestionSchema = z.object({ question: z.string(), ans: z.string() })
export type FaqQuestion = z.infer<typeof faqQuestionSchema>

export const faqCategorySchema = z.object({
  id: z.enum(faqCategoryIds),
  /** A PrimeIcons class. */
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(faqQuestionSchema),
})
export type FaqCategory = z.infer<typeof faqCategorySchema>

/** `GET /faq/data?q=`: the categories that have a question matching `q`, with only those. */
export const faqDataSchema = z.object({ categories: z.array(faqCategorySchema) })
export type FaqData = z.infer<typeof faqDataSchema>

/** Whether a question matches a search: its question or answer holds every word, in any case. */
export function faqMatches(item: FaqQuestion, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${item.question} ${item.ans}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/** A search as the page sends it: trimmed, so trailing spaces do not ask again. */
export const faqSearchOf = (typed: string): string => typed.trim()

export const knowledgeBaseCategorySchema = z.object({
  id: z.number(),
  /** The category's slug, its segment of the URL. */
  category: z.string(),
  title: z.string(),
  desc: z.string(),
  /** A PrimeIcons class. */
  icon: z.string(),
  /** How many questions it answers. */
  questionCount: z.number(),
})
export type KnowledgeBaseCategory = z.infer<typeof knowledgeBaseCategorySchema>

/** `GET /faq/data/knowledge_base`: the category cards of the index. */
export const knowledgeBaseSchema = z.object({ categories: z.array(knowledgeBaseCategorySchema) })
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>

export const questionLinkSchema = z.object({ slug: z.string(), question: z.string() })
export type QuestionLink = z.infer<typeof questionLinkSchema>

export const knowledgeBaseGroupSchema = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  questions: z.array(questionLinkSchema),
})
export type KnowledgeBaseGroup = z.infer<typeof knowledgeBaseGroupSchema>

/** `GET /faq/data/category?category=`: one category, its questions in groups. */
export const knowledgeBaseCategoryPageSchema = z.object({
  category: z.string(),
  title: z.string(),
  desc: z.string(),
  groups: z.array(knowledgeBaseGroupSchema),
})
export type KnowledgeBaseCategoryPage = z.infer<typeof knowledgeBaseCategoryPageSchema>

/** `GET /faq/data/question?category=&question=`: one answer, as HTML from the server. */
export const knowledgeBaseQuestionSchema = z.object({
  category: z.string(),
  categoryTitle: z.string(),
  slug: z.string(),
  title: z.string(),
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: z.string(),
  relatedQuestions: z.array(questionLinkSchema),
  /** Untrusted HTML: shown only through DOMPurify. */
  content: z.string(),
})
export type KnowledgeBaseQuestion = z.infer<typeof knowledgeBaseQuestionSchema>

/** Whether a knowledge-base category matches the index's search (its title or description). */
export function knowledgeBaseMatches(category: KnowledgeBaseCategory, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${category.title} ${category.desc}`.toLowerCase()
  return words.every((word) => text.includes(word))
}
