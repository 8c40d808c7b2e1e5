import { faqSearchOf, type FaqCategory } from '@models/help-centre/help-centre'
import { standardPageSizes } from '@models/lists/list-params'
import type { ListSource } from '@/services/list/list-source'
import { fetchFaq } from './help-api'

/**
 * The FAQ (/pages/faq) on the list pattern, for its search: the query machine waits for the
 * typing to pause and keeps the search in the address (`?q=`), as every list does. The server
 * answers every category that matches at once (five at most), so there is one page, unsorted.
 */
export const faqList: ListSource<FaqCategory> = {
  area: 'faq',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: 'id',
    sort: 'asc',
    sortColumns: ['id'],
    filters: {},
  },
  fetchPage: async (params, signal) => {
    const { categories } = await fetchFaq(faqSearchOf(params.q), signal)
    return { rows: categories, total: categories.length }
  },
  rowId: (category) => category.id,
}
