import type { FaqCategory } from '../../models/help-centre/help-centre.ts'

/**
 * The FAQ page's five categories (SPEC.md section 3 "FAQ category"), each with its icon, title,
 * subtitle and questions. Answers are plain text.
 */
export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'payment',
    icon: 'pi pi-credit-card',
    title: 'Payment',
    subtitle: 'Get help with payment',
    qandA: [
      {
        question: 'When is payment taken for my order?',
        ans: 'Payment is taken during the checkout process when you pay for your order. The order number that appears on the confirmation screen means payment has been taken.',
      },
      {
        question: 'How do I pay for my order?',
        ans: 'We accept Visa, MasterCard and American Express cards, and cash on delivery in the cities we deliver to ourselves.',
      },
      {
        question: 'What should I do if I am having trouble placing an order?',
        ans: 'Check that your card details and billing address match what your bank holds. If the order still fails, contact our support team by email or phone.',
      },
      {
        question: 'Which license do I need for an end product that is only accessible to me?',
        ans: 'The Basic plan covers one workspace used by you alone. As soon as other people use it, the Standard plan is the one to choose.',
      },
      {
        question: 'Does my subscription automatically renew?',
        ans: 'Yes. Monthly and yearly plans renew at the end of each period until you cancel them in the account settings.',
      },
    ],
  },
  {
    id: 'delivery',
    icon: 'pi pi-truck',
    title: 'Delivery',
    subtitle: 'Get help with delivery',
    qandA: [
      {
        question: 'How would you ship my order?',
        ans: 'Large items are delivered by a two-person team; small items are sent by courier and can be tracked from the order page.',
      },
      {
        question: 'What is the delivery cost of my order?',
        ans: 'Delivery is free for orders over $50. Below that the cost is shown at checkout before you pay.',
      },
      {
        question: 'What to do if my product arrives damaged?',
        ans: 'Tell us within 48 hours of delivery with a photo of the damage, and we will replace the item or refund it.',
      },
    ],
  },
  {
    id: 'cancellationReturn',
    icon: 'pi pi-refresh',
    title: 'Cancellation & Return',
    subtitle: 'Get help with cancellation & return',
    qandA: [
      {
        question: 'Can I cancel my order?',
        ans: 'Yes, until the order is shipped. Open it in My Orders and choose Cancel; the refund reaches your card within five working days.',
      },
      {
        question: 'Can I return my product?',
        ans: 'You may return an unused product within 30 days of delivery. Start the return from the order page and print the label.',
      },
      {
        question: 'Where can I view the status of my return?',
        ans: 'The order page shows each step of a return: label printed, parcel received, refund sent.',
      },
    ],
  },
  {
    id: 'myOrders',
    icon: 'pi pi-shopping-bag',
    title: 'My Orders',
    subtitle: 'Order details',
    qandA: [
      {
        question: 'Has my order been successful?',
        ans: 'Every successful order gets a confirmation email with its number within a few minutes. Check your spam folder if it has not arrived.',
      },
      {
        question: 'My promotion code is not working, what can I do?',
        ans: 'Check the code is typed exactly and has not expired. Some codes apply only to certain products or to a minimum basket.',
      },
      {
        question: 'How do I track my orders?',
        ans: 'Open My Orders and choose the order: the tracking link of the courier is on its page as soon as the parcel leaves.',
      },
    ],
  },
  {
    id: 'productServices',
    icon: 'pi pi-box',
    title: 'Product & Services',
    subtitle: 'Get help with product & services',
    qandA: [
      {
        question: 'Will I be notified once my order has shipped?',
        ans: 'Yes, we send an email and, if you allowed it, a WhatsApp message with the tracking link once the order ships.',
      },
      {
        question: 'Where can I find the warranty details?',
        ans: 'The warranty of each product is on its page under Specifications, and in the box with the product.',
      },
      {
        question: 'Can I connect more than one WhatsApp number?',
        ans: 'The Standard plan connects one number per team member; Enterprise connects as many as you need.',
      },
    ],
  },
]
