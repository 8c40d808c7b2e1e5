import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  draftOf,
  forwardOf,
  holdsText,
  newComposition,
  prefixed,
  replyTo,
  sendProblem,
  toDraft,
} from '@models/email/email-compose'
import { htmlToText, textToHtml } from '@models/format/typed-text-html'
import { toEmailMessage } from '@models/email/email-api'
import { seedEmails } from '@mocks/email/emails'

const email = toEmailMessage(seedEmails(Date.UTC(2026, 0, 10))[0]!)

/** Text as typed, made of what matters here: words, blanks, line breaks and markup's characters. */
const typing = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', '\n', '<', '>', '&', '"', "'", '/'),
})

describe('the composer’s text', () => {
  it('becomes HTML with nothing typed ever read as markup', () => {
    expect(textToHtml('Hi <b>you</b> & "them"')).toBe(
      '<p>Hi &lt;b&gt;you&lt;/b&gt; &amp; &quot;them&quot;</p>',
    )
    expect(textToHtml('One\ntwo\n\nThree')).toBe('<p>One<br>two</p><p>Three</p>')
    expect(textToHtml('   ')).toBe('')
  })

  it('comes back as typed from the HTML it became (a draft taken up again)', () => {
    fc.assert(
      fc.property(typing, (typed) => {
        const normal = typed
          .split(/\n\s*\n/)
          .map((block) => block.trim())
          .filter(Boolean)
          .join('\n\n')
        expect(htmlToText(textToHtml(typed))).toBe(normal)
      }),
    )
  })
})

describe('what the composer opens with', () => {
  it('answers the sender under “Re:”, once', () => {
    const reply = replyTo(email, 'Re: ')
    expect(reply).toMatchObject({
      kind: 'reply',
      replyTo: email.id,
      to: [{ name: email.from.name, email: email.from.email }],
      subject: `Re: ${email.subject}`,
    })
    expect(prefixed('Re: ', reply.subject)).toBe(reply.subject)
  })

  it('forwards the message under what is typed', () => {
    const forward = forwardOf(email, 'Fwd: ')
    expect(forward.to).toEqual([])
    const sent = toDraft(forward, {
      ...forward,
      to: [{ name: '', email: 'a@b.example' }],
      text: 'FYI',
    })
    expect(sent.message).toBe(`<p>FYI</p><blockquote>${email.message}</blockquote>`)
  })

  it('takes a draft up again with its recipients, subject and text', () => {
    const draft = {
      ...email,
      folder: 'draft' as const,
      cc: ['c@d.example'],
      message: '<p>Half</p>',
    }
    expect(draftOf(draft)).toMatchObject({
      kind: 'draft',
      draftId: email.id,
      cc: [{ name: '', email: 'c@d.example' }],
      text: 'Half',
    })
  })
})

describe('closing and sending', () => {
  it('keeps a draft only when something was typed', () => {
    const fresh = newComposition()
    expect(holdsText(fresh, fresh)).toBe(false)
    expect(holdsText({ ...fresh, text: 'x' }, fresh)).toBe(true)
    expect(holdsText({ ...fresh, subject: 'Hello' }, fresh)).toBe(true)
    const reply = replyTo(email, 'Re: ')
    // What the composer filled in itself is not typing.
    expect(holdsText(reply, reply)).toBe(false)
    expect(holdsText({ ...reply, text: 'Thanks' }, reply)).toBe(true)
  })

  it('will not send without a recipient, or to what is not an address', () => {
    const fresh = newComposition()
    expect(sendProblem(fresh)).toEqual({ kind: 'toRequired' })
    expect(sendProblem({ ...fresh, to: [{ name: '', email: 'nobody' }] })).toEqual({
      kind: 'address',
      address: 'nobody',
    })
    expect(
      sendProblem({
        ...fresh,
        to: [{ name: '', email: 'a@b.example' }],
        bcc: [{ name: '', email: 'c@' }],
      }),
    ).toEqual({ kind: 'address', address: 'c@' })
    expect(sendProblem({ ...fresh, to: [{ name: '', email: 'a@b.example' }] })).toBeNull()
  })
})
