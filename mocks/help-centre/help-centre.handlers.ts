import { http, HttpResponse } from 'msw'
import {
  faqMatches,
  faqSearchOf,
  type FaqData,
  type KnowledgeBase,
  type KnowledgeBaseCategoryPage,
  type KnowledgeBaseQuestion,
} from '../../models/help-centre/help-centre.ts'
import { faqCategories } from './faq.ts'
import { knowledgeBaseCategories, questionCountOf } from './knowledge-base.ts'
import { authorize } from '../session/tokens.ts'

/**
 * The help centre: the FAQ and the knowledge base (SPEC.md section 7, `GET /faq/data` and
 * `/faq/data/knowledge_base`, `/faq/data/category`, `/faq/data/question`).
 *
 * Access: signed-in. Every role may read the help centre; it sits behind the sign-in because only
 * signed-in pages ask for it.
 */

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 })

export const helpCentreHandlers = [
  http.get('*/faq/data', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const search = faqSearchOf(new URL(request.url).searchParams.get('q') ?? '')
    const categories = faqCategories
      .map((category) => ({
        ...structuredClone(category),
        qandA: category.qandA
          .filter((item) => faqMatches(item, search))
          .map((item) => ({ ...item })),
      }))
      .filter((category) => category.qandA.length > 0)
    return HttpResponse.json({ categories } satisfies FaqData)
  }),

  http.get('*/faq/data/knowledge_base', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const categories = knowledgeBaseCategories.map((category) => ({
      id: category.id,
      category: category.category,
      title: category.title,
      desc: category.desc,
      icon: category.icon,
      questionCount: questionCountOf(category),
    }))
    return HttpResponse.json({ categories } satisfies KnowledgeBase)
  }),

  http.get('*/faq/data/category', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const slug = new URL(request.url).searchParams.get('category')
    const category = knowledgeBaseCategories.find((item) => item.category === slug)
    if (!category) return notFound('No such category.')
    const page: KnowledgeBaseCategoryPage = {
      category: category.category,
      title: category.title,
      desc: category.desc,
      groups: category.groups.map((group) => ({
        id: group.id,
        title: group.title,
        icon: group.icon,
        questions: group.questions.map(({ slug: questionSlug, question }) => ({
          slug: questionSlug,
          question,
        })),
      })),
    }
    return HttpResponse.json(page)
  }),

  http.get('*/faq/data/question', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const params = new URL(request.url).searchParams
    const category = knowledgeBaseCategories.find(
      (item) => item.category === params.get('category'),
    )
    const group = category?.groups.find((item) =>
      item.questions.some((question) => question.slug === params.get('question')),
    )
    const question = group?.questions.find((item) => item.slug === params.get('question'))
    if (!category || !group || !question) return notFound('No such question.')
    const answer: KnowledgeBaseQuestion = {
      category: category.category,
      categoryTitle: category.title,
      slug: question.slug,
      title: question.question,
      lastUpdated: question.lastUpdated,
      // The other questions of its group, then of its category, up to five.
      relatedQuestions: [
        ...group.questions,
        ...category.groups.flatMap((other) => (other === group ? [] : other.questions)),
      ]
        .filter((item) => item.slug !== question.slug)
        .slice(0, 5)
        .map(({ slug, question: text }) => ({ slug, question: text })),
      content: question.content,
    }
    return HttpResponse.json(answer)
  }),
]
