import { useTranslation } from 'react-i18next'
import { todoTags } from '@models/todo/todo'
import { Button } from '@/components/button'
import { tagTone } from './tag-tone'
import { useTagName } from './use-tag-name'

/** The side column's filters: '' is every task not deleted, "My tasks". */
const filters = [
  { value: '', key: 'all', icon: 'pi pi-check-square' },
  { value: 'important', key: 'important', icon: 'pi pi-star' },
  { value: 'completed', key: 'completed', icon: 'pi pi-check' },
  { value: 'deleted', key: 'deleted', icon: 'pi pi-trash' },
] as const

/**
 * The side column: Add task, the filters (one at a time) and the tags, each in its colour (one
 * at a time, or none: the tag shown is chosen again to show them all). Both narrow the list
 * together and live in the URL. On a phone they wrap into rows of chips above the list.
 */
export function TodoSide({
  filter,
  tag,
  onFilter,
  onTag,
  onAdd,
}: {
  filter: string
  tag: string
  onFilter: (filter: string) => void
  onTag: (tag: string) => void
  onAdd: () => void
}) {
  const { t } = useTranslation('todo')
  const tagName = useTagName()
  return (
    <aside className="todo-side card" aria-label={t('side.label')}>
      <Button icon="pi pi-plus" className="todo-side__add" onClick={onAdd}>
        {t('side.add')}
      </Button>
      <h2 className="todo-side__heading">{t('side.filtersHeading')}</h2>
      <ul className="todo-side__list">
        {filters.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="row-button todo-side__item"
              aria-pressed={filter === item.value}
              onClick={() => onFilter(item.value)}
            >
              <i className={item.icon} aria-hidden="true" />
              {t(`side.filters.${item.key}`)}
            </button>
          </li>
        ))}
      </ul>
      <h2 className="todo-side__heading">{t('side.tagsHeading')}</h2>
      <ul className="todo-side__list">
        {todoTags.map((item) => (
          <li key={item}>
            <button
              type="button"
              className="row-button todo-side__item"
              aria-pressed={tag === item}
              onClick={() => onTag(tag === item ? '' : item)}
            >
              <span className={`todo-dot tone--${tagTone(item)}`} aria-hidden="true" />
              {tagName(item)}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  )
}
