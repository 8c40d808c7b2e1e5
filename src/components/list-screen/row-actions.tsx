import { Link } from 'wouter'

/**
 * One thing that can be done with a row, as an icon button in its last cell: a link to the row's
 * own page (`href`), or a button that runs `run`. `label` names it with the row, for screen
 * readers and as its tooltip ("Delete Ada Lovelace").
 */
export type RowAction<Row> = {
  icon: string
  label: (row: Row) => string
} & ({ href: (row: Row) => string } | { run: (row: Row) => void; disabled?: (row: Row) => boolean })

/** A row's actions, side by side, in the order given. */
export function RowActions<Row>({
  row,
  actions,
}: {
  row: Row
  actions: readonly RowAction<Row>[]
}) {
  return (
    <span className="row-actions">
      {actions.map((action) => {
        const label = action.label(row)
        return 'href' in action ? (
          <Link
            key={action.icon}
            href={action.href(row)}
            className="icon-button"
            aria-label={label}
            title={label}
          >
            <i className={action.icon} aria-hidden="true" />
          </Link>
        ) : (
          <button
            key={action.icon}
            type="button"
            className="icon-button"
            aria-label={label}
            title={label}
            disabled={action.disabled?.(row) ?? false}
            onClick={() => action.run(row)}
          >
            <i className={action.icon} aria-hidden="true" />
          </button>
        )
      })}
    </span>
  )
}
