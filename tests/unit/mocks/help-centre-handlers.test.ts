import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { helpCentreHandlers } from '@mocks/help-centre/help-centre.handlers'
import { faqCategories } from '@mocks/help-centre/faq'
import { knowledgeBaseCategories } from '@mocks/help-centre/knowledge-base'
import { helpIcon } from '@/features/help/help-icons'
import {
  faqCategoryIds,
  faqDataSchema,
  knowledgeBaseCategoryPageSchema,
  knowledgeBaseQuestionSchema,
  knowledgeBaseSchema,
} from '@models/help-centre/help-centre'
import { adminRequest, client, demoRequest, withToken } from './demo-request'

const get = (path: string) => adminRequest(helpCentreHandlers, path)
const faq = async (q?: string) => {
  const response = await get(q === undefined ? '/faq/data' : `/faq/data?q=${encodeURIComponent(q)}`)
  expect(response.status).toBe(200)
  return z.parse(faqDataSchema, await response.json())
}

describe('GET /faq/data', () => {
  it('answers the five categories, in order, each with an icon, title, subtitle and questions', async () => {
    const { categories } = await faq()
    expect(categories.map((category) => category.id)).toEqual([...faqCategoryIds])
    for (const category of categories) {
      expect(category.icon).toMatch(/^pi pi-/)
      expect(category.title).not.toBe('')
      expect(category.subtitle).not.toBe('')
      expect(category.qandA.length).toBeGreaterThan(0)
    }
  })

  it('keeps only the questions that match q, in their question or answer, in any case', async () => {
    const { categories } = await faq('  DAMAGED ')
    expect(categories.map((category) => category.id)).toEqual(['delivery'])
    expect(categories[0]!.qandA.map((item) => item.question)).toEqual([
      'What to do if my product arrives damaged?',
    ])
    const refund = await faq('refund')
    expect(refund.categories.map((category) => category.id)).toEqual([
      'delivery',
      'cancellationReturn',
    ])
  })

  it('answers no category when nothing matches', async () => {
    expect((await faq('zeppelin')).categories).toEqual([])
  })

  it('treats an empty or blank q as no search', async () => {
    const all = await faq()
    expect(await faq('')).toEqual(all)
    expect(await faq('   ')).toEqual(all)
  })

  it('lets a client read it, and refuses a visitor without a token', async () => {
    expect(
      (await demoRequest(helpCentreHandlers, '/faq/data', await withToken(client))).status,
    ).toBe(200)
    const refused = await demoRequest(helpCentreHandlers, '/faq/data')
    expect(refused.status).toBe(401)
  })
})

describe('the knowledge base', () => {
  it('answers the category cards with their slugs and question counts', async () => {
    const response = await get('/faq/data/knowledge_base')
    const { categories } = z.parse(knowledgeBaseSchema, await response.json())
    expect(categories.map((category) => category.category)).toEqual([
      'getting-started',
      'billing',
      'security',
    ])
    expect(categories.find((category) => category.category === 'billing')?.questionCount).toBe(3)
  })

  it('answers a category with its groups of questions', async () => {
    const response = await get('/faq/data/category?category=billing')
    expect(response.status).toBe(200)
    const page = z.parse(knowledgeBaseCategoryPageSchema, await response.json())
    expect(page.title).toBe('Billing & plans')
    expect(page.groups.map((group) => group.title)).toEqual(['Plans', 'Invoices'])
    expect(page.groups[0]!.questions.map((question) => question.slug)).toEqual([
      'change-plan',
      'free-trial',
    ])
  })

  it('answers a question with its HTML, date and related questions, itself left out', async () => {
    const response = await get('/faq/data/question?category=billing&question=change-plan')
    expect(response.status).toBe(200)
    const answer = z.parse(knowledgeBaseQuestionSchema, await response.json())
    expect(answer.title).toBe('How do I change my plan?')
    expect(answer.categoryTitle).toBe('Billing & plans')
    expect(answer.lastUpdated).toBe('2026-10-21')
    expect(answer.content).toContain('<ol>')
    expect(answer.relatedQuestions.map((item) => item.slug)).toEqual([
      'free-trial',
      'download-invoice',
    ])
  })

  it('answers 404 for an unknown category or question', async () => {
    expect((await get('/faq/data/category?category=nope')).status).toBe(404)
    expect((await get('/faq/data/question?category=billing&question=nope')).status).toBe(404)
    expect((await get('/faq/data/question?category=security&question=change-plan')).status).toBe(
      404,
    )
  })
})

describe('the icons of the help data', () => {
  it('are each one the help centre ships, so none shows as the fallback', async () => {
    const icons = [
      ...faqCategories.map((category) => category.icon),
      ...knowledgeBaseCategories.flatMap((category) => [
        category.icon,
        ...category.groups.map((group) => group.icon),
      ]),
    ]
    for (const icon of icons) expect(helpIcon(icon)).toBe(icon)
    expect(helpIcon('pi pi-not-an-icon')).toBe('pi pi-question-circle')
  })
})
