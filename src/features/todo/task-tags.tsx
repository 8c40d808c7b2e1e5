import { tagTone } from './tag-tone'
import { useTagName } from './use-tag-name'

/** A tag as a chip in its colour. */
export function TagChip({ tag }: { tag: string }) {
  const nameOf = useTagName()
  return <span className={`badge todo-tag tone--${tagTone(tag)}`}>{nameOf(tag)}</span>
}
