import type {
  KnowledgeBase,
  KnowledgeBaseCategoryPage,
  KnowledgeBaseQuestion,
} from '@models/help-centre/help-centre'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { faqList } from './faq-list'
import {
  fetchKnowledgeBase,
  fetchKnowledgeBaseCategory,
  fetchKnowledgeBaseQuestion,
} from './help-api'

export const knowledgeBaseQuery: Query<KnowledgeBase> = {
  key: ['knowledge-base'],
  load: fetchKnowledgeBase,
}

export const knowledgeBaseCategoryQuery = (category: string): Query<KnowledgeBaseCategoryPage> => ({
  key: ['knowledge-base', 'category', category],
  load: (signal) => fetchKnowledgeBaseCategory(category, signal),
})

export const knowledgeBaseQuestionQuery = (
  category: string,
  question: string,
): Query<KnowledgeBaseQuestion> => ({
  key: ['knowledge-base', 'question', category, question],
  load: (signal) => fetchKnowledgeBaseQuestion(category, question, signal),
})

/** The FAQ route's prefetch: the questions of the search in the address (`?q=`). */
export function prefetchFaq(search: string): void {
  prefetchList(faqList, search)
}

/** The knowledge-base route's prefetch: the level its path names. */
export function prefetchKnowledgeBase(params: Readonly<Record<string, string>>): void {
  const { category, question } = params
  if (category && question) queryCache.prefetch(knowledgeBaseQuestionQuery(category, question))
  else if (category) queryCache.prefetch(knowledgeBaseCategoryQuery(category))
  else queryCache.prefetch(knowledgeBaseQuery)
}
