import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { demoServer } from './vite/demo-server.plugin.ts'
import { primeIcons } from './vite/prime-icons.plugin.ts'
import { firstVisitChunks } from './vite/first-visit-chunks.ts'
import { signedInPreload } from './vite/signed-in-preload.plugin.ts'
import { chatWindowPreload } from './vite/chat-window-preload.plugin.ts'
import { primeTrim } from './vite/prime-trim.plugin.ts'
import { compressedAssets } from './vite/compressed-assets.plugin.ts'

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  plugins: [
    react(),
    // Each icon the code names as a CSS rule in the chunk that shows it; no icon font.
    primeIcons(),
    // A stored session starts the signed-in code from the HTML, beside the entry's.
    signedInPreload(),
    // A chat opened from the address is read from this device from the HTML on.
    chatWindowPreload(),
    // What PrimeReact's table imports but our tables never show stays out of the bundle.
    primeTrim(),
    // The built scripts and styles compressed once, and kept by the browser (preview server).
    compressedAssets(),

    // Loaded lazily so that the config stays light; the handlers run in Node, never in the bundle.
    demoServer(async () => (await import('./mocks/handlers.ts')).handlers),
  ],
  resolve: {
    alias: {
      '@/': folder('./src/'),
      '@models/': folder('./models/'),
      '@machines/': folder('./machines/'),
      '@mocks/': folder('./mocks/'),
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    // The first visit's code in four chunks, not dozens of small ones (vite/first-visit-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: firstVisitChunks() } } },
  },
})
