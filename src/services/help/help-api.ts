import {
  faqDataSchema,
  knowledgeBaseCategoryPageSchema,
  knowledgeBaseQuestionSchema,
  knowledgeBaseSchema,
  type FaqData,
  type KnowledgeBase,
  type KnowledgeBaseCategoryPage,
  type KnowledgeBaseQuestion,
} from '@models/help-centre/help-centre'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** The FAQ's categories with the questions that match `search` (`GET /faq/data?q=`). */
export async function fetchFaq(search: string, signal?: AbortSignal): Promise<FaqData> {
  const body = await http.get('faq/data', { searchParams: { q: search }, signal }).json()
  return parseResponse(faqDataSchema, body, 'faq')
}

/** The knowledge base's category cards (`GET /faq/data/knowledge_base`). */
export async function fetchKnowledgeBase(signal?: AbortSignal): Promise<KnowledgeBase> {
  const body = await http.get('faq/data/knowledge_base', { signal }).json()
  return parseResponse(knowledgeBaseSchema, body, 'knowledge base')
}

/** One knowledge-base category with its groups of questions (`GET /faq/data/category`). */
export async function fetchKnowledgeBaseCategory(
  category: string,
  signal?: AbortSignal,
): Promise<KnowledgeBaseCategoryPage> {
  const body = await http.get('faq/data/category', { searchParams: { category }, signal }).json()
  return parseResponse(knowledgeBaseCategoryPageSchema, body, 'knowledge-base category')
}

/** One knowledge-base answer (`GET /faq/data/question`). */
export async function fetchKnowledgeBaseQuestion(
  category: string,
  question: string,
  signal?: AbortSignal,
): Promise<KnowledgeBaseQuestion> {
  const body = await http
    .get('faq/data/question', { searchParams: { category, question }, signal })
    .json()
  return parseResponse(knowledgeBaseQuestionSchema, body, 'knowledge-base question')
}
