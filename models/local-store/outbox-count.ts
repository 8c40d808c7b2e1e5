/**
 * How many items wait in the local store's outbox, read with the plain IndexedDB API: no Dexie,
 * so that every signed-in page can ask without downloading it. It never creates the database and
 * never rejects: 0 when there is nothing to read. `factory` null: no IndexedDB here.
 */
export function countOutbox(databaseName: string, factory: IDBFactory | null): Promise<number> {
  return new Promise((resolve) => {
    const none = () => resolve(0)
    let opening: IDBOpenDBRequest
    try {
      if (!factory) return none()
      opening = factory.open(databaseName)
    } catch {
      return none()
    }
    // No store on this device yet: nothing waits.
    opening.onupgradeneeded = () => opening.transaction?.abort()
    opening.onerror = (event) => {
      event.preventDefault()
      none()
    }
    opening.onsuccess = () => {
      const database = opening.result
      database.onversionchange = () => database.close()
      try {
        const count = database.transaction('outbox', 'readonly').objectStore('outbox').count()
        count.onsuccess = () => {
          database.close()
          resolve(count.result)
        }
        count.onerror = () => {
          database.close()
          none()
        }
      } catch {
        database.close()
        none()
      }
    }
  })
}
