import type { ChatImageName } from './chat-images.ts'

/**
 * What the seeded conversations say. A thread is a run of episodes (one exchange, minutes long),
 * separated by hours or days. `c` lines are written by the contact, `u` lines by the user. Text
 * may hold placeholders that the seed fills per thread: {first} (the contact's first name), {me}
 * (the user's first name), {order}, {ticket}, {amount}, {day}.
 */
export type ScriptLine =
  readonly ['c' | 'u', string] | readonly ['c' | 'u', { image: ChatImageName }]
export type Episode = readonly ScriptLine[]

/** A business (the admin) and its customers. */
export const customerEpisodes: readonly Episode[] = [
  [
    ['c', 'Hi! I placed order #{order} on Monday and it still says "processing". Any news?'],
    ['u', 'Hi {first}, let me check that for you.'],
    [
      'u',
      'It left our warehouse this morning. You should get the tracking link by email within the hour.',
    ],
    ['c', 'Great, thank you!'],
  ],
  [
    ['c', 'Hello, the parcel arrived but the box was crushed 😕'],
    ['c', { image: 'parcel' }],
    ['u', "I'm sorry to see that. Is anything inside damaged?"],
    ['c', 'Two of the glasses are broken, the rest is fine.'],
    [
      'u',
      "We'll send replacements for both today, no need to return anything.\nYou'll get a confirmation with the new tracking number shortly.",
    ],
    ['c', 'Perfect, appreciate it.'],
  ],
  [
    ['c', 'Can I change the delivery address for #{order}?'],
    ['u', "If it hasn't shipped yet, yes. What's the new address?"],
    ['c', '14 Harbour Street, Unit 3\nPortsmouth PO1 2AB'],
    ['u', 'Done ✅ The courier has the new address.'],
  ],
  [
    ['c', 'Quick question: do you invoice in EUR as well?'],
    ['u', 'Yes, we can. Shall I switch your account to EUR from the next invoice on?'],
    ['c', 'Yes please.'],
    ['u', 'Switched. Your next invoice will be in EUR.'],
  ],
  [
    ['c', 'I was charged twice for the last order ({amount}).'],
    ['c', { image: 'receipt' }],
    [
      'u',
      'Thanks for the screenshot. I can see the second charge — it is a pending authorisation, not a payment.',
    ],
    [
      'u',
      'It should disappear from your statement within 3–5 business days. If it does not, write to me and I will refund it manually.',
    ],
    ['c', 'Ok, good to know. Thanks {me}.'],
  ],
  [
    ['c', 'Good morning! Do you have the blue model back in stock?'],
    ['u', 'Good morning {first}! Not yet, we expect it on {day}.'],
    ['c', 'Can you reserve two for me?'],
    ['u', 'Reserved two under your name. I will message you as soon as they arrive.'],
    ['c', '🙏'],
  ],
  [
    ['u', 'Hi {first}, just a reminder that invoice #{ticket} ({amount}) is due this Friday.'],
    ['c', 'Thanks for the heads-up, our accounts team will pay it tomorrow.'],
  ],
  [
    ['c', "The discount code SPRING15 isn't working at checkout."],
    ['u', 'That code expired on Sunday, sorry about that.'],
    ['u', 'I have applied 15 % to your cart manually, it is valid for 48 hours.'],
    ['c', "That's really kind, thank you!"],
  ],
  [
    ['c', 'Hey, is this the right product for a 60 cm shelf?'],
    ['c', { image: 'product' }],
    ['u', 'That one is 55 cm wide, so it will fit with a little room on each side.'],
    ['c', 'Great, ordering now.'],
  ],
  [
    ['c', 'Hello, I would like to cancel order #{order}.'],
    ['u', 'Of course. May I ask why? Just so we can improve.'],
    ['c', 'Found it cheaper locally, sorry!'],
    ['u', 'No problem at all. The order is cancelled and the refund of {amount} is on its way.'],
  ],
  [
    ['c', 'Hi {me}, the new dashboard looks great but I cannot find the export button.'],
    ['c', { image: 'dashboard' }],
    ['u', 'It moved to the ⋯ menu at the top right of each report.'],
    ['c', 'Found it, thanks!'],
  ],
  [
    ['c', 'Are you open on public holidays?'],
    ['u', 'Our shop is closed, but online orders are shipped the next working day.'],
  ],
  [
    ['c', 'Hi, can I get a copy of my last three invoices?'],
    ['u', 'Sure, I just sent them to your email address.'],
    ['c', 'Got them. Have a nice day!'],
    ['u', 'You too, {first}!'],
  ],
  [
    ['c', 'We need 40 units for an event on {day}. Is that possible?'],
    ['u', "Let me ask the warehouse, I'll come back to you in a few minutes."],
    [
      'u',
      'Good news: we can deliver 40 units by Thursday noon.\n\nDelivery is free above 30 units, and we can invoice it to your company account.',
    ],
    ['c', 'Perfect, please go ahead.'],
    ['u', 'Order #{order} is confirmed 👍'],
  ],
  [
    ['c', 'Hello?'],
    ['c', 'Is anyone there?'],
    ['u', 'Hi {first}, sorry for the wait! How can I help?'],
    ['c', 'I forgot my password for the customer portal.'],
    ['u', "I've sent you a reset link. It is valid for one hour."],
  ],
  [
    ['c', 'Thanks for the quick delivery last week, everything was perfect.'],
    ['u', 'Thank you for letting us know, {first}! 😊'],
  ],
  [
    ['c', 'Can we schedule a call to talk about a bigger contract?'],
    ['u', 'Absolutely. Would {day} at 10:00 or 15:00 work for you?'],
    ['c', '15:00 is good.'],
    ['u', "Booked. I'll send you a calendar invite."],
  ],
]

/** The admin and colleagues: employees and other admins. */
export const teamEpisodes: readonly Episode[] = [
  [
    ['c', 'Can you approve the refund for ticket #{ticket}? It is over my limit.'],
    ['u', 'Approved.'],
    ['c', 'Thanks!'],
  ],
  [
    ['c', "I'm running 10 minutes late for the standup."],
    ['u', 'No worries, we will start without you.'],
  ],
  [
    ['u', 'Hi {first}, could you cover the afternoon shift on {day}?'],
    ['c', 'Yes, I can do that.'],
    ['u', 'Thank you, updated the rota.'],
  ],
  [
    ['c', 'The courier pickup is moved to 16:00 today.'],
    ['u', 'Ok, please let the packing team know.'],
  ],
  [
    ['c', 'Monthly numbers are in:\n• 1,284 orders\n• 96 % shipped on time\n• 4.8 average rating'],
    ['c', { image: 'dashboard' }],
    ['u', 'Great work everyone 🎉'],
  ],
  [
    ['c', 'A customer is asking for a discount on a 200-unit order. What can I offer?'],
    ['u', 'Up to 12 %. Above that, loop me in.'],
    ['c', 'Got it.'],
  ],
  [
    ['u', 'Please remember to close your tickets before Friday.'],
    ['c', 'On it, only two left.'],
  ],
  [
    ['c', 'The printer on the second floor is out of toner again.'],
    ['u', 'Ordered a new one, it arrives tomorrow.'],
  ],
]

/** A client (the user) and the business's support or staff (the contact). */
export const supportEpisodes: readonly Episode[] = [
  [
    ['u', 'Hi, I have a question about my subscription.'],
    ['c', 'Hello {me}! Happy to help. What would you like to know?'],
    ['u', 'Can I switch from monthly to yearly billing?'],
    ['c', 'Yes, you can do it in Settings → Billing. The yearly plan saves you two months.'],
    ['u', 'Great, thanks!'],
  ],
  [
    ['u', 'My invoice #{ticket} shows the wrong company name.'],
    ['c', 'Sorry about that. What should it say?'],
    ['u', 'Doe Consulting Ltd.'],
    ['c', 'Corrected — the new invoice is in your email.'],
  ],
  [
    ['u', 'When will order #{order} arrive?'],
    ['c', 'It is out for delivery today, between 14:00 and 18:00.'],
  ],
  [
    ['c', 'Hi {me}, your replacement part shipped this morning.'],
    ['u', 'Thank you!'],
  ],
  [
    ['u', 'Is it possible to add a second user to our account?'],
    ['c', 'Yes. Send me their name and email and I will set it up.'],
    ['u', 'Mark Doe, mark@doeconsulting.demo'],
    ['c', 'Done. Mark will get an invitation email in a few minutes.'],
  ],
]

/** The one-off notifications of the automated sender (contact 7). */
export const notificationLines: readonly string[] = [
  'Order #{order} has shipped. Track it in your customer portal.',
  'Order #{order} is out for delivery today.',
  'Order #{order} was delivered. Signed by: reception.',
  'Delivery attempt for order #{order} failed: nobody at the address. We will try again tomorrow.',
  'Order #{order} is ready for pickup at the depot.',
  'Return for order #{order} received. Refund of {amount} issued.',
]

/** Short lines a contact writes out of the blue (the incoming-message timer and push control). */
export const incomingLines: readonly string[] = [
  'Hi! Is my order on its way?',
  'Thanks for the quick help earlier 🙌',
  'Could you send me the invoice again?',
  'Are you available for a quick call?',
  'Just paid the invoice.',
  'Do you ship to Canada?',
  'The tracking link does not work for me.',
  'Can I add one more item to my order?',
  'Perfect, thanks!',
  'Hello, anyone there?',
  'What are your opening hours on Saturday?',
  'Received the parcel, all good 👍',
]

/** Closing lines a contact adds after the user's last reply (the seeded unseen messages). */
export const followUpLines: readonly string[] = [
  'One more thing — can you also check order #{order}?',
  'Thanks again!',
  'Sorry, forgot to ask: is the price including VAT?',
  'Hi, any update on this?',
  'I just sent the documents by email.',
  'Can we talk tomorrow morning?',
]
