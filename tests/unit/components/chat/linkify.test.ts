import { describe, expect, it } from 'vitest'
import { linkify } from '@/components/chat/linkify'

const links = (text: string) =>
  linkify(text)
    .filter((part) => part.kind === 'link')
    .map((part) => (part.kind === 'link' ? part.href : ''))

describe('linkify', () => {
  it('keeps the text in order, showing mail and phone links without their scheme', () => {
    const text = 'Hi!\nSee https://a.example/x?y=1#z, or mail mailto:a@b.example.\n\nBye'
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe('Hi!\nSee https://a.example/x?y=1#z, or mail a@b.example.\n\nBye')
  })

  it('links web, mail and phone addresses', () => {
    expect(links('https://a.example http://b.example mailto:x@y.example tel:+1-555-0100')).toEqual([
      'https://a.example/',
      'http://b.example/',
      'mailto:x@y.example',
      'tel:+1-555-0100',
    ])
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'xhttps://a.example',
    'http://',
    'mailto:',
  ])('leaves %j as plain text', (text) => {
    expect(links(text)).toEqual([])
    expect(linkify(text)).toEqual([{ kind: 'text', text }])
  })

  it('does not take the sentence’s punctuation into the link', () => {
    expect(links('Go to https://a.example/path.')).toEqual(['https://a.example/path'])
    expect(links('(see https://a.example/x)')).toEqual(['https://a.example/x'])
    expect(links('https://en.wikipedia.org/wiki/Ada_(language)!')).toEqual([
      'https://en.wikipedia.org/wiki/Ada_(language)',
    ])
  })

  it('does not let a quote end the link into an attribute', () => {
    const parts = linkify('https://a.example/"onmouseover="alert(1)')
    expect(parts[0]).toEqual({
      kind: 'link',
      text: 'https://a.example/',
      href: 'https://a.example/',
    })
  })
})
