import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListParams } from '@models/lists/list-params'
import type { ListSource } from '@/services/list/list-source'
import { fetchEveryRow } from '@/services/list/list-export'
import { reportError } from '@/services/error-catalogue'
import { Button } from '@/components/button'

/** Hands `csv` to the browser as a file download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte order mark, so that spreadsheets read accented names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Exports every row that matches the list's search and filters, in its sort, not only the page
 * on screen, as a CSV file. Says so while it fetches them; a failure says why.
 */
export function ExportCsvButton<Row extends object>({
  source,
  params,
  fileName,
  toCsv,
}: {
  source: ListSource<Row>
  params: ListParams
  fileName: string
  toCsv: (rows: Row[]) => string
}) {
  const { t } = useTranslation('table')
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      downloadCsv(
        fileName,
        toCsv(await fetchEveryRow(source, params, new AbortController().signal)),
      )
    } catch (error) {
      await reportError(error, t('exportFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" icon="pi pi-download" disabled={busy} onClick={() => void run()}>
      {busy ? t('exporting') : t('exportCsv')}
    </Button>
  )
}
