import type { ReactNode } from 'react'
import { FormField } from './FormField'
import * as form from './form.css'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  /** The empty first choice ("Choose …"); a required field refuses it. */
  placeholder: string
  errors?: readonly string[]
  required?: boolean
}

/** A labelled select with an empty first choice and its error messages (FormField's wiring). */
export function SelectField({ label, name, value, onChange, options, placeholder, errors, required }: SelectFieldProps) {
  return (
    <FormField label={label} errors={errors} required={required}>
      {(control) => (
        <select
          {...control}
          className={form.control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
