/**
 * The IndexedDB name of the local chat history. A module of its own, so that code which opens the
 * history without Dexie (chat-first-window.ts, loaded with every signed-in page) does not bring
 * Dexie along.
 */
export const CHAT_DATABASE_NAME = 'chat-history'
