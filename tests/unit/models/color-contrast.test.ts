import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastGrade, contrastRatio, over, parseColor } from '@models/format/color-contrast'
import { skinTokens, tokenBlocks } from '@models/format/css-tokens'

describe('colour contrast', () => {
  it('reads hex and rgb()/rgba() colours, and nothing else', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseColor('#5558E3')).toEqual({ r: 85, g: 88, b: 227, a: 1 })
    expect(parseColor('rgba(85, 88, 227, 0.12)')).toEqual({ r: 85, g: 88, b: 227, a: 0.12 })
    expect(parseColor('0 3px 12px rgba(0,0,0,0.1)')).toBeNull()
    expect(parseColor('2px solid #fff')).toBeNull()
  })

  it('gives WCAG’s ratios: 21 for black on white, 1 for a colour on itself', () => {
    const white = parseColor('#fff')!
    expect(contrastRatio(parseColor('#000')!, white)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, white)).toBe(1)
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2)
  })

  it('lays a see-through fill over the background first', () => {
    const white = parseColor('#fff')!
    expect(over({ r: 0, g: 0, b: 0, a: 0.5 }, white)).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    })
    expect(contrastRatio({ r: 0, g: 0, b: 0, a: 0 }, white)).toBe(1)
  })

  it('grades a ratio for small text, large text or neither', () => {
    expect(contrastGrade(4.5)).toBe('text')
    expect(contrastGrade(3.2)).toBe('large')
    expect(contrastGrade(1.2)).toBe('low')
  })
})

describe('the skin’s tokens', () => {
  const css = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8')
  const blocks = tokenBlocks(css)

  it('reads the base block and every skin’s block', () => {
    expect(Object.keys(blocks).sort()).toEqual(['bordered', 'dark', 'root', 'semi-dark'])
    expect(blocks.root!['--primary']).toBe('#5558e3')
    expect(blocks.dark!['--bg']).toBe('#25293c')
  })

  it('lays a skin over the base and resolves the tokens a token names', () => {
    const light = Object.fromEntries(skinTokens(blocks, 'light'))
    const dark = Object.fromEntries(skinTokens(blocks, 'dark'))
    expect(light['--menu-bg']).toBe('#fff')
    expect(dark['--menu-bg']).toBe('#2f3349')
    expect(dark['--primary']).toBe('#a5b4fc')
    expect(light['--focus-ring']).toBe('2px solid #5558e3')
  })
})
