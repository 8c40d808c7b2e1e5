import type { PricingData } from '../../models/shop/pricing.ts'

/**
 * The pricing page's plans and questions. The prices are SPEC.md section 9's: Basic is free;
 * Standard is 49 a month or 40 a month by the year (480), and popular; Enterprise is 99 a month or
 * 80 a month by the year (960).
 */
export const pricingData: PricingData = {
  pricingPlans: [
    {
      title: 'Basic',
      subtitle: 'A simple start for everyone',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: [
        'One WhatsApp number and live chat',
        'Up to 3 team members',
        'Support tickets and calendar',
        'To-do lists and file drive',
        'Community support',
      ],
      popular: false,
    },
    {
      title: 'Standard',
      subtitle: 'For small to medium businesses',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: [
        'Everything in Basic',
        'Up to 10 team members',
        'Full chat history',
        'Kanban boards and invoices',
        'Online shop with cart and wishlist',
        'E-mail support',
      ],
      popular: true,
    },
    {
      title: 'Enterprise',
      subtitle: 'Solution for big organizations',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: [
        'Everything in Standard',
        'Unlimited team members',
        'Roles and permissions',
        'Analytics dashboards',
        'Priority support',
      ],
      popular: false,
    },
  ],
  faq: [
    {
      question: 'Does my subscription renew automatically?',
      ans: 'Yes. A monthly plan renews every month and a yearly plan every year, until you cancel it. We send a reminder before a yearly plan renews.',
    },
    {
      question: 'Can I switch between monthly and yearly billing?',
      ans: 'Yes. The change takes effect at the end of the period you have paid for, and the yearly price applies from then on.',
    },
    {
      question: 'What happens when I upgrade?',
      ans: 'The new features are on at once. You pay the difference for the rest of the current period, and the new price from the next one.',
    },
    {
      question: 'Can I cancel at any time?',
      ans: 'Yes. Your plan stays active until the end of the period you have paid for; after that the account goes back to Basic and keeps its data.',
    },
    {
      question: 'Which payment methods do you accept?',
      ans: 'Credit and debit cards, PayPal and bank transfer. Enterprise customers can also pay by invoice.',
    },
  ],
}
