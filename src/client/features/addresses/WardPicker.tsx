import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { FormField } from '@client/ui'
import * as form from '@client/ui/form.css'
import { districtsQueryOptions, provincesQueryOptions, wardsQueryOptions } from './geo-query'

export type WardChoice = { provinceId: string; districtId: string; wardId: string }
export const NO_WARD: WardChoice = { provinceId: '', districtId: '', wardId: '' }

type WardPickerProps = {
  value: WardChoice
  onChange: (value: WardChoice) => void
  wardErrors?: string[]
  disabled?: boolean
}

type Option = { id: string; name: string }

/**
 * Province → district → ward (spec §5): each choice clears the lower ones and loads the next
 * list. Once chosen, a selector cannot go back to empty (the placeholder is not selectable).
 */
export function WardPicker({ value, onChange, wardErrors, disabled }: WardPickerProps) {
  const { t } = useLingui()
  const provinces = useQuery(provincesQueryOptions())
  const districts = useQuery(districtsQueryOptions(value.provinceId))
  const wards = useQuery(wardsQueryOptions(value.districtId))
  return (
    <div className={form.grid}>
      <Select
        label={t`Tỉnh/Thành phố`}
        placeholder={t`Chọn tỉnh/thành phố`}
        value={value.provinceId}
        options={provinces.data}
        loading={provinces.isPending}
        disabled={disabled}
        testId="province-select"
        onChange={(provinceId) => onChange({ provinceId, districtId: '', wardId: '' })}
      />
      <Select
        label={t`Quận/Huyện`}
        placeholder={t`Chọn quận/huyện`}
        value={value.districtId}
        options={value.provinceId ? districts.data : []}
        loading={Boolean(value.provinceId) && districts.isPending}
        disabled={disabled || !value.provinceId}
        testId="district-select"
        onChange={(districtId) => onChange({ ...value, districtId, wardId: '' })}
      />
      <Select
        label={t`Phường/Xã`}
        placeholder={t`Chọn phường/xã`}
        value={value.wardId}
        options={value.districtId ? wards.data : []}
        loading={Boolean(value.districtId) && wards.isPending}
        disabled={disabled || !value.districtId}
        errors={wardErrors}
        testId="ward-select"
        onChange={(wardId) => onChange({ ...value, wardId })}
      />
    </div>
  )
}

type SelectProps = {
  label: string
  placeholder: string
  value: string
  options: Option[] | undefined
  loading: boolean
  disabled?: boolean
  errors?: string[]
  testId: string
  onChange: (value: string) => void
}

function Select({ label, placeholder, value, options, loading, disabled, errors, testId, onChange }: SelectProps) {
  const { t } = useLingui()
  return (
    <FormField label={label} errors={errors} required>
      {(control) => (
        <select
          {...control}
          className={form.control}
          value={value}
          disabled={disabled}
          aria-busy={loading || undefined}
          required
          data-testid={testId}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        >
          <option value="" disabled>
            {loading ? t`Đang tải…` : placeholder}
          </option>
          {options?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
