import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { ErrorNotice } from '@/components/errors/error-notice'
import { formatNumber } from '@/lib/format/format'
import { ENRICHMENT_KEYS } from '../api/enrichment'
import { guessMapping } from '../api/column-guess'
import {
  listHeaders,
  listRows,
  ListReadError,
  MAX_ROWS,
  parseDelimited,
  readListFile,
  toListTable,
} from '../api/list-input'
import { newJob } from '../api/match-job'
import { useMatchAnnounce } from './match-announcer'
import type { MatchStore } from '../api/match-store'

const DEFAULT_ENRICHMENTS = ENRICHMENT_KEYS.filter((key) =>
  ['registerId', 'status', 'legalForm', 'address'].includes(key),
)

/** Step 1: paste rows or choose a CSV or XLSX file. */
export function ListInputStep({ store }: { store: MatchStore }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [reading, setReading] = useState(false)
  const hintId = useId()
  const announce = useMatchAnnounce()

  async function read(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setReading(true)
    try {
      const rows = file ? await readListFile(file) : await parseDelimited(text)
      const list = toListTable(rows, file?.name ?? null)
      const mapping = guessMapping(listHeaders(list), listRows(list))
      const job = newJob(list, mapping, DEFAULT_ENRICHMENTS)
      store.set(job)
      const rowCount = formatNumber(job.rows.length)
      const columnCount = formatNumber(listHeaders(list).length)
      announce(
        t`The list is read: ${rowCount} rows, ${columnCount} columns. Check which column holds what.`,
      )
    } catch (caught) {
      setError(caught instanceof ListReadError ? caught : new Error(t`The list could not be read.`))
    } finally {
      setReading(false)
    }
  }

  const maxRows = formatNumber(MAX_ROWS)
  return (
    <form
      onSubmit={(event) => void read(event)}
      className="max-w-3xl space-y-4"
      aria-label={t`Your list`}
    >
      <h2 id="list-title" className="text-lg font-semibold">
        <Trans>1. Your list</Trans>
      </h2>
      <div>
        <label htmlFor="match-paste" className="block font-medium">
          <Trans>Paste rows</Trans>
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          <Trans>
            Copy the cells from a spreadsheet, or paste CSV. One organization per row: a name, and
            where you have them a postal code, a city and a register ID (such as “HRB 12345”). At
            most {maxRows} rows.
          </Trans>
        </p>
        <textarea
          id="match-paste"
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={8}
          disabled={!!file}
          className="mt-1 w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
          // A sample list: headers in the reader's language (column-guess.ts knows both), a
          // German company as the row.
          placeholder={`${[t`Name`, t`Postal code`, t`City`].join('\t')}\nMuster GmbH\t80331\tMünchen`}
        />
      </div>
      <div>
        <label htmlFor="match-file" className="block font-medium">
          <Trans>Or choose a file (CSV or XLSX)</Trans>
        </label>
        <input
          id="match-file"
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block text-sm"
        />
      </div>
      {error ? <ErrorNotice error={error} title={t`The list could not be read`} /> : null}
      <button
        type="submit"
        disabled={reading || (!file && !text.trim())}
        className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {reading ? t`Reading…` : t`Read the list`}
      </button>
    </form>
  )
}
