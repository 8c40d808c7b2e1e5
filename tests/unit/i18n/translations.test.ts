import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = join(process.cwd(), 'public/locales')
/** The translation files of a language: `translation.json` and each area's own namespace. */
const filesOf = (language: string) => readdirSync(join(folder, language)).sort()
/** Every file of a language, as one tree keyed by namespace. */
const read = (language: string) =>
  Object.fromEntries(
    filesOf(language).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(folder, language, file), 'utf8')) as object,
    ]),
  ) as Record<string, object>

// Plural forms differ by language (French and Portuguese have a `_many`): compare the base key.
const pluralSuffix = /_(zero|one|two|few|many|other)$/
const baseKeys = (tree: object) => [
  ...new Set(keys(tree).map((key) => key.replace(pluralSuffix, ''))),
]

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

function placeholders(tree: object): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  const walk = (node: object, prefix: string) =>
    Object.entries(node).forEach(([key, value]) => {
      if (typeof value === 'object' && value !== null) walk(value as object, `${prefix}${key}.`)
      else
        result[`${prefix}${key}`.replace(pluralSuffix, '')] = [
          ...String(value).matchAll(/{{\s*(\w+)\s*}}/g),
        ]
          .map((m) => m[1]!)
          .sort()
    })
  walk(tree, '')
  return result
}

describe('translations', () => {
  const languages = readdirSync(folder)
  const english = read('en')

  it('ships English, French, German and Portuguese', () => {
    expect(languages.sort()).toEqual(['de', 'en', 'fr', 'pt'])
  })

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has every translation file of English',
    (language) => {
      expect(filesOf(language)).toEqual(filesOf('en'))
    },
  )

  it.each(languages.filter((language) => language !== 'en'))(
    '%s translates every English string and no other',
    (language) => {
      expect(baseKeys(read(language)).sort()).toEqual(baseKeys(english).sort())
    },
  )

  it.each(languages.filter((language) => language !== 'en'))(
    '%s keeps the placeholders of every English string',
    (language) => {
      expect(placeholders(read(language))).toEqual(placeholders(english))
    },
  )

  it('has no empty string', () => {
    for (const language of languages) {
      // Read once: every area's file parsed again for each key takes seconds on a busy machine.
      const tree = read(language)
      const empty = Object.entries(placeholders(tree)).filter(([key]) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)
        return typeof value === 'string' && value.trim() === ''
      })
      expect(empty, language).toEqual([])
    }
  })

  it('quotes the fallback screen of the spec exactly in English', () => {
    expect(english.translation).toMatchObject({
      errorFallback: {
        heading: 'Loading Fresh Data',
        message:
          'We have been updating this section and we need your help to refresh this page for fresh data',
        reload: 'Reload this page',
      },
    })
  })
})
