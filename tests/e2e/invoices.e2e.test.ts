import { beforeEach, describe, expect, it } from 'vitest'
import { invoiceAnswerSchema } from '@models/invoices/invoices'
import { formatCents } from '@models/format/money'
import { saveScreenshot, useBrowser } from './support/browser'
import { adminAuthorization } from './support/session'

/*
 * An invoice created in Chromium against the built app and its demo server: typed in the add
 * form, saved, opened in its preview, whose totals are those the form showed and the server kept.
 */

describe('invoices', { timeout: 120_000 }, () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('creates an invoice, opens its preview, and the totals match', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/invoice/add')
    await page.getByRole('heading', { level: 1, name: 'Create invoice' }).waitFor()
    const client = page.getByRole('combobox', { name: 'Client' })
    await expect.poll(() => client.locator('option').count()).toBe(6)
    await client.selectOption({ index: 2 })

    const type = async (label: string, text: string, index = 0) => {
      const field = page.getByLabel(label, { exact: true }).nth(index)
      await field.click()
      await field.press('Control+a')
      await page.keyboard.type(text)
    }
    await type('Item', 'Design sprint')
    await type('Cost', '1250.50')
    await type('Qty', '2')
    await page.getByRole('button', { name: 'Add item' }).click()
    await type('Item', 'Hosting', 1)
    await type('Cost', '39.99', 1)
    await type('Qty', '3', 1)
    await type('Discount (%)', '5')
    await type('Tax (%)', '20')
    // 2 × 1,250.50 + 3 × 39.99 = 2,620.97; 5 % off = 131.05; 20 % tax on 2,489.92 = 497.98.
    const total = formatCents(298_790, 'en')
    await expect
      .poll(() => page.locator('.invoice-totals dd.invoice-totals__total').textContent())
      .toBe(total)
    await saveScreenshot(page, 'invoice-add')
    await page.getByRole('button', { name: 'Create invoice' }).click()

    await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').at(-1))
    await page.getByRole('heading', { level: 1, name: `Invoice #${id}` }).waitFor()
    const shown = (name: string) => page.locator(`[data-total="${name}"]`).textContent()
    expect(await shown('subtotal')).toBe(formatCents(262_097, 'en'))
    expect(await shown('discount')).toBe(`−${formatCents(13_105, 'en')}`)
    expect(await shown('tax')).toBe(formatCents(49_798, 'en'))
    expect(await shown('total')).toBe(total)
    expect(await shown('balance')).toBe(total)

    const response = await fetch(new URL(`/api/invoice/invoices/${id}`, browser.baseURL), {
      headers: await adminAuthorization(browser.baseURL),
    })
    const { invoice, paymentDetails } = invoiceAnswerSchema.parse(await response.json())
    expect(invoice.total).toBe(298_790)
    expect(paymentDetails.totalDue).toBe(298_790)
    expect(invoice.lines).toHaveLength(2)
    await saveScreenshot(page, 'invoice-preview')
    expect(pageErrors).toEqual([])
  })
})
