import type {
  KnowledgeBaseCategory,
  KnowledgeBaseGroup,
  QuestionLink,
} from '../../models/help-centre/help-centre.ts'

/**
 * The knowledge base (SPEC.md section 3 "Knowledge base"): categories, each with groups of
 * questions, and an HTML answer per question. The answers are HTML as a content editor would
 * write it, so the page must sanitise them.
 */

interface SeedQuestion extends QuestionLink {
  lastUpdated: string
  content: string
}

interface SeedGroup extends Omit<KnowledgeBaseGroup, 'questions'> {
  questions: SeedQuestion[]
}

interface SeedCategory extends Omit<KnowledgeBaseCategory, 'questionCount'> {
  groups: SeedGroup[]
}

const answer = (lead: string, steps: string[], note: string) =>
  `<p>${lead}</p><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol><p><strong>Note:</strong> ${note}</p>`

export const knowledgeBaseCategories: readonly SeedCategory[] = [
  {
    id: 1,
    category: 'getting-started',
    title: 'Getting started',
    desc: 'Set up your workspace, invite your team and connect your first channel.',
    icon: 'pi pi-flag',
    groups: [
      {
        id: 11,
        title: 'Account',
        icon: 'pi pi-user',
        questions: [
          {
            slug: 'create-an-account',
            question: 'How do I create an account?',
            lastUpdated: '2026-10-02',
            content: answer(
              'Creating an account takes a minute:',
              [
                'Open the sign-up page and enter your email.',
                'Choose a username and a password of at least 8 characters.',
                'Confirm the email we send you.',
              ],
              'an account belongs to one person; invite your colleagues rather than sharing it.',
            ),
          },
          {
            slug: 'invite-your-team',
            question: 'How do I invite my team?',
            lastUpdated: '2026-09-18',
            content: answer(
              'Admins invite people from the user list:',
              [
                'Open <em>Users</em> in the menu.',
                'Choose <strong>Add user</strong> and fill in the form.',
                'Pick the role: admin, employee or client.',
              ],
              'a client sees a reduced view of the suite.',
            ),
          },
        ],
      },
      {
        id: 12,
        title: 'Channels',
        icon: 'pi pi-whatsapp',
        questions: [
          {
            slug: 'connect-whatsapp',
            question: 'How do I connect WhatsApp?',
            lastUpdated: '2026-11-04',
            content: answer(
              'Connect a WhatsApp number from the settings:',
              [
                'Open <a href="/apps/settings/whatsapp-connect">WhatsApp connect</a>.',
                'Scan the QR code with the phone of the number.',
                'Wait for the first chats to appear.',
              ],
              'a connection is lost after 14 days without activity; reconnect it the same way.',
            ),
          },
          {
            slug: 'live-chat-widget',
            question: 'How do I add the live chat to my website?',
            lastUpdated: '2026-08-27',
            content: answer(
              'The live chat is a small script on your site:',
              [
                'Copy the snippet from the live chat settings.',
                'Paste it before the closing body tag of your pages.',
                'Open your site and send a test message.',
              ],
              'messages arrive in the live chat screen of the suite.',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 2,
    category: 'billing',
    title: 'Billing & plans',
    desc: 'Plans, invoices, payment methods and what happens when a payment fails.',
    icon: 'pi pi-wallet',
    groups: [
      {
        id: 21,
        title: 'Plans',
        icon: 'pi pi-tag',
        questions: [
          {
            slug: 'change-plan',
            question: 'How do I change my plan?',
            lastUpdated: '2026-10-21',
            content: answer(
              'You can move between plans at any time:',
              [
                'Open <a href="/pages/pricing">Pricing</a>.',
                'Choose the plan and the billing period.',
                'Confirm; the difference is prorated.',
              ],
              'moving down takes effect at the end of the current period.',
            ),
          },
          {
            slug: 'free-trial',
            question: 'Is there a free trial?',
            lastUpdated: '2026-07-09',
            content: answer(
              'Every paid plan has a 14-day trial:',
              ['Start it from the pricing page.', 'Use every feature of the plan.'],
              'no card is needed to start a trial.',
            ),
          },
        ],
      },
      {
        id: 22,
        title: 'Invoices',
        icon: 'pi pi-file',
        questions: [
          {
            slug: 'download-invoice',
            question: 'Where do I find my invoices?',
            lastUpdated: '2026-09-30',
            content: answer(
              'Invoices are kept in the suite:',
              ['Open <em>Invoices</em>.', 'Choose an invoice and <strong>Download</strong>.'],
              'invoices are kept for ten years.',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 3,
    category: 'security',
    title: 'Security & privacy',
    desc: 'Passwords, two-step verification, API keys and how your data is protected.',
    icon: 'pi pi-lock',
    groups: [
      {
        id: 31,
        title: 'Sign-in',
        icon: 'pi pi-key',
        questions: [
          {
            slug: 'two-step-verification',
            question: 'How do I turn on two-step verification?',
            lastUpdated: '2026-11-12',
            content: answer(
              'Two-step verification asks for a code after your password:',
              [
                'Open your account settings, Security.',
                'Turn on two-step verification.',
                'Scan the code with an authenticator app.',
              ],
              'keep the recovery codes somewhere safe.',
            ),
          },
          {
            slug: 'reset-password',
            question: 'I forgot my password. What now?',
            lastUpdated: '2026-06-15',
            content: answer(
              'Reset it from the sign-in page:',
              ['Choose <em>Forgot password</em>.', 'Follow the link in the email we send.'],
              'the link is valid for one hour.',
            ),
          },
        ],
      },
      {
        id: 32,
        title: 'Data',
        icon: 'pi pi-database',
        questions: [
          {
            slug: 'chat-history-storage',
            question: 'Where is my chat history stored?',
            lastUpdated: '2026-10-08',
            content: answer(
              'The chat history is kept in two places:',
              [
                'On our servers, encrypted at rest.',
                'In your browser, so chats open instantly; signing out deletes it.',
              ],
              'each browser keeps only the history of the person signed in.',
            ),
          },
        ],
      },
    ],
  },
]

export const questionCountOf = (category: SeedCategory): number =>
  category.groups.reduce((sum, group) => sum + group.questions.length, 0)
