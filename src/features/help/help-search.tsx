import { useId } from 'react'

/** The help centre's search field: a labelled search box; Escape empties it. */
export function HelpSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="help-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <i className="pi pi-search help-search__icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        className="help-search__input"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault()
            onChange('')
          }
        }}
      />
    </div>
  )
}
