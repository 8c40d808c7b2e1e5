/**
 * The IndexedDB name of the local store. It was the chat history's before the other areas joined
 * it, and keeps that name: a browser cannot rename a database, and the histories already on
 * devices carry on under it. A module of its own, so that code which opens the store without
 * Dexie (first-window-read.ts, loaded with every signed-in page) does not bring Dexie along.
 */
export const LOCAL_DATABASE_NAME = 'chat-history'
