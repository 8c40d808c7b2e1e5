import type { ReactNode } from 'react'
import { MultiSelect } from 'primereact/multiselect'
import type { FieldControlProps } from '@/components/form-field/use-field'
import { usePrimePickerLocale } from './picker-locale'
import { useOverlayKeys } from './use-overlay-keys'
import '@/components/prime-checkbox.css'
import './pickers.css'

export interface PickerOption {
  value: string
  label: string
}

/**
 * Several values picked from PrimeReact's MultiSelect, shown as chips: opened with a click, Enter,
 * Space or Down arrow; arrows move, Space or Enter picks, Escape or Tab closes. Its panel opens
 * inside it, so it stays within a drawer's focus trap and its Escape closes only the panel.
 */
export function MultiPicker({
  control,
  options,
  value,
  onChange,
  placeholder,
  emptyMessage,
  option,
  chip,
}: {
  /** From the FormField around it: the input's id, its error state and description. */
  control: FieldControlProps
  options: readonly PickerOption[]
  value: readonly string[]
  onChange: (values: string[]) => void
  placeholder: string
  emptyMessage: string
  /** An option in the panel; its label by default. */
  option?: (option: PickerOption) => ReactNode
  /** A picked value among the chips; its label by default. */
  chip?: (option: PickerOption) => ReactNode
}) {
  usePrimePickerLocale()
  const overlay = useOverlayKeys()
  const labelOf = (picked: string) => options.find((item) => item.value === picked)
  return (
    <div className="picker" {...overlay.wrapper}>
      <MultiSelect
        inputId={control.id}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        invalid={control['aria-invalid']}
        value={[...value]}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value as string[])}
        display="chip"
        placeholder={placeholder}
        emptyMessage={emptyMessage}
        showSelectAll={false}
        itemTemplate={option}
        selectedItemTemplate={(picked: string | null) => {
          const found = picked === null ? undefined : labelOf(picked)
          return found ? (chip?.(found) ?? found.label) : null
        }}
        appendTo="self"
        className="picker__multi"
        panelClassName="picker__panel"
        onShow={overlay.onShow}
        onHide={overlay.onHide}
      />
    </div>
  )
}
