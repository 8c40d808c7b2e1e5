import type { ApiEmail } from '../../models/email/email-api.ts'
import type { EmailFolder, EmailLabel } from '../../models/email/email-message.ts'
import { defineStore } from '../server/store.ts'

/*
 * The demo server's mailbox (issue 14): the team's email, addressed to and sent from the admin's
 * account, in the five folders of SPEC.md section 3, with every label, replies, cc and bcc, and
 * attachments with thumbnails (the app's own file icons and pictures) and sizes as the template's
 * data writes them ("52kb", "1.2mb"). Times are set back from the moment of the seed, so the
 * newest emails are today's; the order is the same every time.
 */

/** The mailbox's owner: the admin demo account (mocks/session/accounts.ts). */
export const mailboxOwner = {
  name: 'John Doe',
  email: 'admin@demo.com',
  avatar: '/images/avatars/1.svg',
}

/** The email whose message carries markup the client must strip (a script, an onerror, a link). */
export const unsafeEmailId = 5

interface Person {
  name: string
  email: string
  avatar: string
}

const person = (name: string, email: string, avatar: number | null): Person => ({
  name,
  email,
  avatar: avatar === null ? '' : `/images/avatars/${avatar}.svg`,
})

/** The people the mailbox writes with. */
const people = {
  maya: person('Maya Rossi', 'maya.rossi@brightline.example', 3),
  ivan: person('Ivan Petrov', 'ivan@atlasfreight.example', 4),
  sofia: person('Sofia Castillo', 'sofia@lumenstudio.example', 5),
  kenji: person('Kenji Tanaka', 'kenji.tanaka@pixelforge.example', 6),
  grace: person('Grace Okafor', 'grace@harborfoods.example', 7),
  lucas: person('Lucas Moreau', 'lucas.moreau@northwind.example', 9),
  amelia: person('Amelia Walsh', 'amelia@summitdental.example', 10),
  omar: person('Omar Haddad', 'omar@tidewater.example', 11),
  priya: person('Priya Nakamura', 'priya@bluepeak.example', 12),
  felix: person('Felix Bauer', 'felix.bauer@workdesk.example', 13),
  elena: person('Elena Novak', 'elena.novak@workdesk.example', 14),
  billing: person('Billing', 'billing@workdesk.example', null),
  newsletter: person('Cedar & Co News', 'news@cedarco.example', null),
  lottery: person('International Prize Desk', 'winner@prize-desk.example', null),
  pharmacy: person('Best Deals', 'deals@cheap-offers.example', null),
} as const

type Who = keyof typeof people

const thumbnails = {
  pdf: '/images/icons/file-icons/pdf.svg',
  doc: '/images/icons/file-icons/doc.svg',
  xls: '/images/icons/file-icons/xls.svg',
  ppt: '/images/icons/file-icons/ppt.svg',
  txt: '/images/icons/file-icons/txt.svg',
  zip: '/images/icons/file-icons/zip.svg',
  jpg: '/images/icons/file-icons/jpg.svg',
}

/** A file sent with an email; pictures link to themselves, documents have no copy to download. */
function file(fileName: string, size: string, picture?: string): ApiEmail['attachments'][number] {
  const type = fileName.split('.').pop() as keyof typeof thumbnails
  return {
    fileName,
    thumbnail: picture ?? thumbnails[type] ?? thumbnails.txt,
    url: picture ?? '',
    size,
  }
}

interface Seed {
  folder: EmailFolder
  /** Who wrote it; the owner for sent emails and drafts. */
  from?: Who
  /** Who it went to; the owner for received emails. */
  to?: Who[]
  cc?: string[]
  bcc?: string[]
  subject: string
  /** HTML. */
  message: string
  labels?: EmailLabel[]
  read?: boolean
  starred?: boolean
  attachments?: ApiEmail['attachments']
  /** Replies after the email: who wrote each (`owner` for the admin) and what. */
  replies?: [Who | 'owner', string][]
  /** How long before the seed it arrived. */
  minutesAgo: number
}

const hour = 60
const day = 24 * hour

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')

// prettier-ignore
const seeds: Seed[] = [
  { folder: 'inbox', from: 'maya', subject: 'Quarterly order forecast', minutesAgo: 12, labels: ['company', 'important'],
    message: p('Hi John,', 'Attached is our forecast for the next quarter. We expect about <b>20% more</b> orders in March.', 'Could we confirm the delivery slots by Friday?', 'Best, Maya'),
    attachments: [file('forecast-q2.xls', '52kb'), file('delivery-slots.pdf', '1.2mb')], cc: ['ops@brightline.example'] },
  { folder: 'inbox', from: 'ivan', subject: 'Freight schedule for next week', minutesAgo: 45, labels: ['company'],
    message: p('Hello,', 'The trucks leave the warehouse on Tuesday and Thursday at 6 am. Please have the pallets ready the evening before.', 'Ivan'),
    replies: [['owner', p('Thanks Ivan, Tuesday works for us. Thursday we may need an extra hour.')], ['ivan', p('No problem, I will tell the driver.')]] },
  { folder: 'inbox', from: 'sofia', subject: 'New logo drafts', minutesAgo: 2 * hour, labels: ['personal'], starred: true,
    message: p('Hi John!', 'Here are three logo drafts for the new invoices. I like the second one best — what do you think?'),
    attachments: [file('logo-draft-1.jpg', '820kb', '/images/chat/product.svg'), file('logo-draft-2.jpg', '1000kb', '/images/chat/dashboard.svg'), file('logo-draft-3.jpg', '1001kb', '/images/chat/parcel.svg')] },
  { folder: 'inbox', from: 'kenji', subject: 'API token questions', minutesAgo: 3 * hour, read: true, labels: ['company'],
    message: p('Hello team,', 'Our integration stops working after about ten minutes. Is there a way to refresh the token automatically?', 'Regards, Kenji'),
    replies: [['owner', p('Hi Kenji, tokens live ten minutes; call <code>/jwt/refresh-token</code> with the refresh token before that.')]] },
  { folder: 'inbox', from: 'lucas', subject: 'Invoice preview looks odd', minutesAgo: 5 * hour, labels: ['important'],
    message: '<p>The invoice preview shows a broken image and a strange link.</p><script>window.__emailXss = true</script><img src="x" onerror="window.__emailXss = true" alt="preview"><p><a href="javascript:window.__emailXss = true">Open the invoice</a></p><p onclick="window.__emailXss = true">Lucas</p>' },
  { folder: 'inbox', from: 'grace', subject: 'Catering for the team lunch', minutesAgo: 7 * hour, read: true, labels: ['personal'],
    message: p('Hi John,', 'For the lunch on the 14th we can offer a vegetarian and a fish menu. How many people should we plan for?', 'Grace') },
  { folder: 'inbox', from: 'amelia', subject: 'Appointment reminder', minutesAgo: day + 2 * hour, read: true, labels: ['private'],
    message: p('Dear John,', 'This is a reminder of your dental check-up next Monday at 9:30.', 'Summit Dental') },
  { folder: 'inbox', from: 'omar', subject: 'Boat show tickets', minutesAgo: day + 5 * hour, labels: ['personal'], starred: true,
    message: p('Hey John, I have two spare tickets for the boat show on Saturday. Interested?'),
    replies: [['owner', p('Absolutely! Count me in.')], ['omar', p('Great, I will leave them at the entrance under your name.')]] },
  { folder: 'inbox', from: 'priya', subject: 'Contract renewal', minutesAgo: 2 * day, labels: ['company', 'important'], starred: true,
    message: p('Hello John,', 'Our contract runs out at the end of next month. Please find the renewal offer attached, with the yearly Enterprise plan.', 'Priya'),
    attachments: [file('renewal-offer.pdf', '340kb'), file('terms.doc', '86kb')], bcc: ['legal@bluepeak.example'] },
  { folder: 'inbox', from: 'felix', subject: 'Sprint review notes', minutesAgo: 2 * day + 3 * hour, read: true, labels: ['company'],
    message: p('Hi all,', 'Notes from the sprint review are attached. The kanban board is up to date.'), cc: ['elena.novak@workdesk.example'],
    attachments: [file('sprint-review.ppt', '2.4mb')] },
  { folder: 'inbox', from: 'elena', subject: 'Holiday plans', minutesAgo: 3 * day, read: true, labels: ['private'],
    message: p('John, I will be away from the 2nd to the 9th. Felix covers the support queue.') },
  { folder: 'inbox', from: 'billing', subject: 'Your invoice is ready', minutesAgo: 3 * day + 4 * hour, read: true, labels: ['company'],
    message: p('Your invoice for this month is ready. The amount will be charged on the 1st.'),
    attachments: [file('invoice-2041.pdf', '128kb'), file('receipt.jpg', '64kb', '/images/chat/receipt.svg')] },
  { folder: 'inbox', from: 'maya', subject: 'Re: Samples for the shop', minutesAgo: 4 * day, labels: ['company'],
    message: p('The samples arrived today, thank you! The colours are exactly what we wanted.') },
  { folder: 'inbox', from: 'newsletter', subject: 'This week at Cedar & Co', minutesAgo: 4 * day + 6 * hour, read: true,
    message: p('Five new products, a spring sale and a story about our workshop. <a href="https://example.com/news">Read online</a>.') },
  { folder: 'inbox', from: 'sofia', subject: 'Photos from the launch', minutesAgo: 5 * day, read: true, labels: ['personal'],
    message: p('As promised, the photos from the launch party!'),
    attachments: [file('launch-photos.zip', '14.8mb')] },
  { folder: 'inbox', from: 'kenji', subject: 'Webhook retries', minutesAgo: 6 * day, labels: ['important'],
    message: p('When a webhook fails, how often do you retry? We saw three calls for the same event.') },
  { folder: 'inbox', from: 'ivan', subject: 'Customs documents', minutesAgo: 7 * day, read: true, labels: ['company'],
    message: p('Customs need the signed declaration before the shipment leaves.'), attachments: [file('declaration.pdf', '212kb')] },
  { folder: 'inbox', from: 'grace', subject: 'Thank you!', minutesAgo: 8 * day, read: true, labels: ['personal'],
    message: p('Thanks for the flowers, they made my week.') },
  { folder: 'inbox', from: 'amelia', subject: 'Updated opening hours', minutesAgo: 9 * day, read: true,
    message: p('From next month we are open on Saturdays from 9 to 13.') },
  { folder: 'inbox', from: 'lucas', subject: 'Price list 2026', minutesAgo: 10 * day, labels: ['company'],
    message: p('Here is the new price list. Prices go up by 3% from April.'), attachments: [file('prices-2026.xls', '96kb')] },
  { folder: 'inbox', from: 'omar', subject: 'Marina newsletter', minutesAgo: 12 * day, read: true, labels: ['private'],
    message: p('The marina is closed for maintenance on the 20th.') },
  { folder: 'inbox', from: 'priya', subject: 'Security review', minutesAgo: 14 * day, read: true, labels: ['important', 'private'],
    message: p('Could you fill in our security questionnaire? It takes about twenty minutes.'), attachments: [file('questionnaire.doc', '48kb')] },
  { folder: 'inbox', from: 'felix', subject: 'Coffee machine', minutesAgo: 15 * day, read: true,
    message: p('The coffee machine on the second floor is fixed. Enjoy!') },
  { folder: 'inbox', from: 'elena', subject: 'Onboarding checklist', minutesAgo: 18 * day, read: true, labels: ['company'],
    message: p('Attached is the onboarding checklist for new employees.'), attachments: [file('onboarding.txt', '4kb')] },

  { folder: 'sent', to: ['maya'], subject: 'Samples for the shop', minutesAgo: 5 * day, read: true, labels: ['company'],
    message: p('Hi Maya,', 'The samples left this morning; you should have them in two days.', 'John') },
  { folder: 'sent', to: ['ivan', 'felix'], cc: ['elena.novak@workdesk.example'], subject: 'Warehouse inventory', minutesAgo: 6 * hour, read: true, labels: ['company'],
    message: p('Ivan, Felix — the inventory count is on Friday. Please plan one person each.'), attachments: [file('inventory.xls', '144kb')] },
  { folder: 'sent', to: ['sofia'], subject: 'Re: New logo drafts', minutesAgo: hour, read: true, labels: ['personal'],
    message: p('I like the second one too. Could you try it in dark blue?') },
  { folder: 'sent', to: ['priya'], bcc: ['felix.bauer@workdesk.example'], subject: 'Re: Contract renewal', minutesAgo: day, read: true, labels: ['important'], starred: true,
    message: p('Thanks Priya, we will go through the offer this week and come back to you.') },
  { folder: 'sent', to: ['grace'], subject: 'Team lunch', minutesAgo: 6 * hour + 30, read: true,
    message: p('Twelve people, half of them vegetarian. Thank you!') },
  { folder: 'sent', to: ['kenji'], subject: 'Re: Webhook retries', minutesAgo: 5 * day, read: true, labels: ['company'],
    message: p('We retry three times, after 1, 5 and 30 minutes. The event id stays the same.') },
  { folder: 'sent', to: ['amelia'], subject: 'Moving my appointment', minutesAgo: day + hour, read: true, labels: ['private'],
    message: p('Could we move my appointment to Tuesday?') },
  { folder: 'sent', to: ['omar'], subject: 'Sailing weekend', minutesAgo: 11 * day, read: true, labels: ['personal'],
    message: p('Are we still on for the sailing weekend?'), attachments: [file('route.jpg', '2mb', '/images/kanban/cover-1.svg')] },

  { folder: 'draft', to: ['lucas'], subject: 'Price list questions', minutesAgo: 30, read: true, labels: ['company'],
    message: p('Hi Lucas,', 'Before we sign, could you') },
  { folder: 'draft', to: [], subject: 'Ideas for the summer party', minutesAgo: 2 * day, read: true, labels: ['personal'],
    message: p('Boat trip? Barbecue? Ask Omar about the marina.') },
  { folder: 'draft', to: ['elena'], cc: ['felix.bauer@workdesk.example'], subject: 'Support rota', minutesAgo: 4 * day, read: true,
    message: p('Elena, for the rota while you are away:') },

  { folder: 'spam', from: 'lottery', subject: 'You have WON 1,000,000!', minutesAgo: 3 * hour,
    message: p('Congratulations! Send us your bank details to claim your prize.') },
  { folder: 'spam', from: 'pharmacy', subject: 'Cheap offers just for you', minutesAgo: day + 4 * hour,
    message: p('Limited time only. Click now!') },
  { folder: 'spam', from: 'lottery', subject: 'Final notice: claim your prize', minutesAgo: 6 * day, read: true,
    message: p('This is your last chance to claim your prize.') },
  { folder: 'spam', from: 'pharmacy', subject: 'Your parcel is waiting', minutesAgo: 9 * day,
    message: p('Pay the customs fee to receive your parcel.') },

  { folder: 'trash', from: 'newsletter', subject: 'Last week at Cedar & Co', minutesAgo: 11 * day, read: true,
    message: p('Our spring collection is here.') },
  { folder: 'trash', from: 'felix', subject: 'Old meeting room booking', minutesAgo: 13 * day, read: true, labels: ['company'],
    message: p('The booking for room 2 is cancelled.') },
  { folder: 'trash', to: ['grace'], subject: 'Draft menu', minutesAgo: 16 * day, read: true,
    message: p('Soup, pasta and a dessert?') },
  { folder: 'trash', from: 'amelia', subject: 'Survey', minutesAgo: 20 * day, labels: ['private'],
    message: p('Tell us how we did: a short survey.') },
]

/** How many emails the seed holds (ids 1 to this). */
export const seededEmailCount = seeds.length

const owner = (): ApiEmail['from'] => ({ ...mailboxOwner })
const address = (who: Who) => ({ name: people[who].name, email: people[who].email })

/** The seed: the same emails every time, the newest a few minutes before `now`. */
export function seedEmails(now: number = Date.now()): ApiEmail[] {
  let replyId = 1000
  return seeds.map((seed, index) => {
    const sentByOwner = seed.from === undefined
    const time = now - seed.minutesAgo * 60_000
    const sender = sentByOwner ? owner() : { ...people[seed.from!] }
    return {
      id: index + 1,
      from: sender,
      to: sentByOwner
        ? (seed.to ?? []).map(address)
        : [{ name: mailboxOwner.name, email: mailboxOwner.email }],
      cc: seed.cc ?? [],
      bcc: seed.bcc ?? [],
      subject: seed.subject,
      message: seed.message,
      attachments: seed.attachments ?? [],
      time: new Date(time).toISOString(),
      folder: seed.folder,
      labels: seed.labels ?? [],
      isRead: seed.read ?? false,
      isStarred: seed.starred ?? false,
      replies: (seed.replies ?? []).map(([who, message], at) => ({
        id: replyId++,
        from: who === 'owner' ? owner() : { ...people[who] },
        message,
        // Replies come after the email, and never after the seed.
        time: new Date(Math.min(now - 60_000, time + (at + 1) * 20 * 60_000)).toISOString(),
      })),
    }
  })
}

/** The mailbox as the demo server holds it now; `POST /api/demo/reset` puts the seed back. */
export const emailStore = defineStore(() => seedEmails())

export function findEmail(id: number): ApiEmail | undefined {
  return emailStore.get().find((email) => email.id === id)
}

/**
 * Everyone the mailbox has written with, by address, for the composer's suggestions: the senders
 * and recipients of every email but spam, the owner left out.
 */
export function knownContacts(): Person[] {
  const byEmail = new Map<string, Person>()
  const add = (each: { name: string; email: string; avatar?: string | null }) => {
    const key = each.email.toLowerCase()
    if (key === mailboxOwner.email || byEmail.has(key)) return
    byEmail.set(key, { name: each.name, email: each.email, avatar: each.avatar ?? '' })
  }
  for (const email of emailStore.get()) {
    if (email.folder === 'spam') continue
    add(email.from)
    email.to.forEach(add)
  }
  return [...byEmail.values()].sort((a, b) => a.name.localeCompare(b.name))
}
