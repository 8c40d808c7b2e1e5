/**
 * A test for the contact list's search box: whether a name holds what was typed, ignoring case
 * and the spaces around it. An empty search matches every name.
 */
export function nameSearch(search: string): (name: string) => boolean {
  const query = search.trim().toLocaleLowerCase()
  return (name) => !query || name.toLocaleLowerCase().includes(query)
}
