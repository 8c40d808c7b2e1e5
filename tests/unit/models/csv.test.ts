import { describe, expect, it } from 'vitest'
import { toCsv, type CsvColumn } from '@models/lists/csv'

interface Row {
  name: string
  note: string
  salary: number
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Salary', value: (row) => row.salary },
]

const csvOf = (...rows: Row[]) => toCsv(columns, rows)
const row = (note: string, name = 'Ada', salary = 100): Row => ({ name, note, salary })

describe('toCsv', () => {
  it('writes a heading line, then a line a row, each ended by CRLF', () => {
    expect(csvOf(row('first'), row('second', 'Grace', 2500.5))).toBe(
      'Name,Note,Salary\r\nAda,first,100\r\nGrace,second,2500.5\r\n',
    )
  })

  it('writes the heading alone for no rows', () => {
    expect(csvOf()).toBe('Name,Note,Salary\r\n')
  })

  it('quotes a cell that holds a comma', () => {
    expect(csvOf(row('London, UK'))).toBe('Name,Note,Salary\r\nAda,"London, UK",100\r\n')
  })

  it('quotes a cell that holds a quote, doubling the quote', () => {
    expect(csvOf(row('said "hi"'))).toBe('Name,Note,Salary\r\nAda,"said ""hi""",100\r\n')
  })

  it.each([
    ['a line feed', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\rtwo', '"one\rtwo"'],
    ['a CRLF', 'one\r\ntwo', '"one\r\ntwo"'],
  ])('quotes a cell that holds %s, keeping it', (_, note, cell) => {
    expect(csvOf(row(note))).toBe(`Name,Note,Salary\r\nAda,${cell},100\r\n`)
  })

  it.each([
    ['=', '=1+2', "'=1+2"],
    ['+', '+33 1 23 45', "'+33 1 23 45"],
    ['-', '-5', "'-5"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
  ])('keeps a text starting with %s as text, not a formula', (_, note, cell) => {
    expect(csvOf(row(note))).toBe(`Name,Note,Salary\r\nAda,${cell},100\r\n`)
  })

  it('keeps a formula-like text as text and quotes it when it also holds a comma', () => {
    expect(csvOf(row('=HYPERLINK("http://x",1)'))).toBe(
      `Name,Note,Salary\r\nAda,"'=HYPERLINK(""http://x"",1)",100\r\n`,
    )
  })

  it('writes negative numbers as numbers', () => {
    expect(csvOf(row('refund', 'Ada', -20))).toBe('Name,Note,Salary\r\nAda,refund,-20\r\n')
  })

  it('leaves a sign inside a text alone', () => {
    expect(csvOf(row('a=b, c-d'))).toBe('Name,Note,Salary\r\nAda,"a=b, c-d",100\r\n')
  })

  it('quotes headings by the same rules', () => {
    const quoted: CsvColumn<Row>[] = [{ header: 'Name, full', value: (each) => each.name }]
    expect(toCsv(quoted, [row('')])).toBe('"Name, full"\r\nAda\r\n')
  })
})
