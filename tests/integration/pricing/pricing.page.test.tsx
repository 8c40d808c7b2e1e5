import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { pricingData } from '@mocks/shop/pricing'
import PricingPage from '@/features/pricing/pricing.page'
import {
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'

const i18n = createTestI18n()
const toasts = captureToasts()
// The plans are answered to a signed-in user's token, as the page is behind the sign-in.
signedInDuringEachTest()

const renderPricing = () => renderPage(<PricingPage />, i18n, '/pages/pricing')
const plan = (title: string) => screen.findByRole('region', { name: title })
const priceOf = (card: HTMLElement) =>
  card.querySelector('.pricing-plan__amount')?.textContent ?? ''
const noteOf = (card: HTMLElement) => card.querySelector('.pricing-plan__note')?.textContent ?? ''

describe('Pricing page', () => {
  it('shows the three plans at their monthly prices', async () => {
    renderPricing()
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeTruthy()
    const basic = await plan('Basic')
    const standard = await plan('Standard')
    const enterprise = await plan('Enterprise')
    expect([priceOf(basic), priceOf(standard), priceOf(enterprise)]).toEqual([
      '$0/month',
      '$49/month',
      '$99/month',
    ])
    expect(noteOf(basic)).toBe('Free forever')
    expect(noteOf(standard)).toBe('Billed monthly')
    expect(screen.getByRole('switch', { name: 'Bill annually' }).getAttribute('aria-checked')).toBe(
      'false',
    )
  })

  it('shows the yearly price per month and per year when switched to annual billing, and back', async () => {
    const user = userEvent.setup()
    renderPricing()
    const standard = await plan('Standard')
    const enterprise = await plan('Enterprise')
    const toggle = screen.getByRole('switch', { name: 'Bill annually' })

    await user.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(priceOf(standard)).toBe('$40/month')
    expect(noteOf(standard)).toBe('USD 480/year')
    expect(priceOf(enterprise)).toBe('$80/month')
    expect(noteOf(enterprise)).toBe('USD 960/year')
    // Nothing to pay by the year either: no yearly total for the free plan.
    expect(noteOf(await plan('Basic'))).toBe('Free forever')

    await user.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(priceOf(standard)).toBe('$49/month')
  })

  it('picks a period when its word is clicked', async () => {
    const user = userEvent.setup()
    renderPricing()
    const standard = await plan('Standard')
    await user.click(screen.getByText('Annually'))
    expect(priceOf(standard)).toBe('$40/month')
    await user.click(screen.getByText('Monthly'))
    expect(priceOf(standard)).toBe('$49/month')
  })

  it('offers the best yearly saving beside the switch', async () => {
    renderPricing()
    await plan('Standard')
    // Enterprise: 960 instead of 12 × 99 = 1188, 19.2 % less.
    expect(screen.getByText('Save up to 19%')).toBeTruthy()
  })

  it('marks Standard, and only Standard, as the popular plan', async () => {
    renderPricing()
    const standard = await plan('Standard')
    expect(within(standard).getByText('Popular')).toBeTruthy()
    expect(standard.classList.contains('pricing-plan--popular')).toBe(true)
    for (const title of ['Basic', 'Enterprise']) {
      const other = await plan(title)
      expect(within(other).queryByText('Popular')).toBeNull()
      expect(other.classList.contains('pricing-plan--popular')).toBe(false)
    }
  })

  it('lists what each plan includes', async () => {
    renderPricing()
    await plan('Standard')
    const benefits = screen.getByRole('list', { name: 'What Standard includes' })
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(pricingData.pricingPlans[1]!.planBenefits)
  })

  it('shows Basic as the current plan, with its button disabled', async () => {
    renderPricing()
    const basic = await plan('Basic')
    const current = within(basic).getByRole('button', { name: 'Your current plan' })
    expect((current as HTMLButtonElement).disabled).toBe(true)
    expect(within(basic).queryByRole('button', { name: 'Upgrade' })).toBeNull()
  })

  it('says the team will get in touch when a plan is chosen, as there is no billing yet', async () => {
    const user = userEvent.setup()
    renderPricing()
    const enterprise = await plan('Enterprise')
    await user.click(within(enterprise).getByRole('button', { name: 'Upgrade' }))
    expect(toasts).toEqual([
      expect.objectContaining({
        severity: 'success',
        summary: 'We will contact you to upgrade to Enterprise',
      }),
    ])
    await user.click(within(await plan('Standard')).getByRole('button', { name: 'Upgrade' }))
    expect(toasts.at(-1)?.summary).toBe('We will contact you to upgrade to Standard')
  })

  it('offers a free trial', async () => {
    const user = userEvent.setup()
    renderPricing()
    const trial = await screen.findByRole('region', {
      name: 'Still not convinced? Start with a free trial',
    })
    await user.click(within(trial).getByRole('button', { name: 'Start your free trial' }))
    expect(toasts).toEqual([
      expect.objectContaining({
        severity: 'success',
        summary: 'We will contact you to start your free trial',
      }),
    ])
  })

  it('opens and closes the answers of the questions', async () => {
    const user = userEvent.setup()
    renderPricing()
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' })
    const [first, second] = pricingData.faq
    const firstButton = within(faq).getByRole('button', { name: first!.question })
    const secondButton = within(faq).getByRole('button', { name: second!.question })
    // The first answer is open from the start; the others wait for a click.
    expect(firstButton.getAttribute('aria-expanded')).toBe('true')
    expect(within(faq).getByRole('region', { name: first!.question }).textContent).toBe(first!.ans)
    expect(secondButton.getAttribute('aria-expanded')).toBe('false')
    expect(within(faq).queryByRole('region', { name: second!.question })).toBeNull()

    await user.click(secondButton)
    expect(secondButton.getAttribute('aria-expanded')).toBe('true')
    const answer = within(faq).getByRole('region', { name: second!.question })
    expect(answer.textContent).toBe(second!.ans)
    expect(secondButton.getAttribute('aria-controls')).toBe(answer.id)

    await user.click(secondButton)
    expect(secondButton.getAttribute('aria-expanded')).toBe('false')
    expect(within(faq).queryByRole('region', { name: second!.question })).toBeNull()
    // Closing one answer leaves the others as they were.
    expect(firstButton.getAttribute('aria-expanded')).toBe('true')
  })

  it('shows grey cards while the plans load', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/pricing/data', async () => {
        await gate
        return HttpResponse.json(pricingData)
      }),
    )
    renderPricing()
    expect(screen.getByRole('status').textContent).toBe('Loading the pricing plans…')
    release()
    await plan('Standard')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows an error with Try again when the plans cannot be loaded, and loads them on Try again', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/pricing/data', () =>
        failing ? HttpResponse.json({}, { status: 404 }) : HttpResponse.json(pricingData),
      ),
    )
    renderPricing()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The pricing plans could not be loaded')
    expect(screen.queryByRole('region', { name: 'Standard' })).toBeNull()

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(priceOf(await plan('Standard'))).toBe('$49/month')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error when the server answers in another shape', async () => {
    server.use(http.get('*/pricing/data', () => HttpResponse.json({ pricingPlans: 'none' })))
    renderPricing()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The pricing plans could not be loaded',
    )
  })
})
