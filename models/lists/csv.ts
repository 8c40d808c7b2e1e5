/** One column of a CSV file: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number
}

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function cell(value: string | number): string {
  const text = String(value)
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: it is kept as text.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The rows as a CSV file: a heading line, then one line per row, lines ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => cell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
