/**
 * The fewest paths that cover what `candidates` cover: taken one at a time, each time the one that
 * adds most of what `already` and the paths taken so far leave uncovered (the shorter on a tie),
 * until nothing is left. `itemsOf` names what one path covers.
 */
export function greedyCover<TPath extends { steps: readonly unknown[] }>(
  candidates: TPath[],
  itemsOf: (path: TPath) => Set<string>,
  already = new Set<string>(),
): TPath[] {
  const covers = candidates.map((path) => ({ path, items: itemsOf(path) }))
  const left = new Set(
    covers.flatMap(({ items }) => [...items]).filter((item) => !already.has(item)),
  )
  const picked: TPath[] = []
  while (left.size > 0) {
    let best = covers[0]!
    let gain = -1
    for (const candidate of covers) {
      const adds = [...candidate.items].filter((item) => left.has(item)).length
      const shorter = candidate.path.steps.length < best.path.steps.length
      if (adds > gain || (adds === gain && shorter)) {
        best = candidate
        gain = adds
      }
    }
    picked.push(best.path)
    best.items.forEach((item) => left.delete(item))
  }
  return picked
}
