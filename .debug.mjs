import { chromium } from 'playwright-core'
import { preview } from 'vite'
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' })
const url = server.resolvedUrls.local[0]
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('response', (r) => console.log('resp', r.status(), r.url()))
await page.goto(url + (process.argv[2] ?? ''))
await page.waitForTimeout(3000)
console.log((await page.content()).slice(0, 600))
await page.screenshot({ path: '/tmp/debug.png' })
await browser.close()
await server.close()
