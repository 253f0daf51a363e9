import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '@shared/i18n/locales'
import { calendarDayOf, formatFullDay, formatMonthTitle, formatWeekdayNarrow } from '@shared/time'
import { DEBOUNCE_MS } from '@shared/ui/constants'
import { useDebouncedValue } from '@client/app/use-debounced-value'
import { cx } from '@client/ui'
import {
  CALENDAR_DAYS,
  endOfDay,
  formatRange,
  monthGrid,
  parseRange,
  rangeToSeconds,
  sameDay,
  secondsToRange,
  startOfDay,
} from './calendar'
import * as styles from './date-range-picker.css'

type DateRangePickerProps = {
  /** The applied range in unix seconds. */
  value?: [number, number]
  onChange: (range: [number, number]) => void
  label: string
}

const keyOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/**
 * A voucher-date range: typed as "dd/mm/yyyy - dd/mm/yyyy" (applied 1000 ms after typing stops)
 * or picked on a 6 × 7 calendar. It emits only once both ends are chosen.
 */
export function DateRangePicker({ value, onChange, label }: DateRangePickerProps) {
  const inputId = useId()
  const [text, setText] = useState(() => (value ? formatRange(...secondsToRange(value)) : ''))
  const [open, setOpen] = useState(false)
  const debounced = useDebouncedValue(text, DEBOUNCE_MS.datePicker)
  const [start, end] = value ?? []

  // An applied (or cleared) range rewrites the text in its normal form.
  useEffect(() => {
    setText(start !== undefined && end !== undefined ? formatRange(...secondsToRange([start, end])) : '')
  }, [start, end])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed text emits; the range changing by other means does not
  useEffect(() => {
    const range = parseRange(debounced)
    if (!range) return
    const seconds = rangeToSeconds(range)
    if (seconds[0] !== start || seconds[1] !== end) onChange(seconds)
  }, [debounced])

  const pick = (range: [Date, Date]) => {
    setOpen(false)
    onChange(rangeToSeconds(range))
  }

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          placeholder="dd/mm/yyyy - dd/mm/yyyy"
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <CalendarToggle open={open} onToggle={() => setOpen((current) => !current)} />
      </div>
      {open && <CalendarPopover selected={value ? secondsToRange(value) : undefined} onPick={pick} onClose={() => setOpen(false)} />}
    </div>
  )
}

function CalendarToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-label={t`Chọn khoảng ngày trên lịch`}
      onClick={onToggle}
      data-calendar-toggle=""
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </svg>
    </button>
  )
}

type PopoverProps = { selected?: [Date, Date]; onPick: (range: [Date, Date]) => void; onClose: () => void }

function CalendarPopover({ selected, onPick, onClose }: PopoverProps) {
  const { t, i18n } = useLingui()
  const initial = selected?.[0] ?? new Date()
  const [month, setMonth] = useState({ year: initial.getFullYear(), month: initial.getMonth() })
  const [pendingStart, setPendingStart] = useState<Date | null>(null)
  const root = useRef<HTMLDivElement>(null)
  useDismiss(root, onClose)

  const days = monthGrid(month.year, month.month)
  const locale = i18n.locale as Locale
  const title = formatMonthTitle(locale, month.year, month.month)
  const shift = (delta: number) =>
    setMonth(({ year, month: current }) => ({
      year: year + Math.floor((current + delta) / 12),
      month: (((current + delta) % 12) + 12) % 12,
    }))

  const choose = (day: Date) => {
    if (!pendingStart) return setPendingStart(day)
    setPendingStart(null)
    onPick(day < pendingStart ? [day, pendingStart] : [pendingStart, day])
  }
  const inSelected = (day: Date) => Boolean(selected && !pendingStart && day >= startOfDay(selected[0]) && day <= endOfDay(selected[1]))

  return (
    <div ref={root} className={styles.popover} role="dialog" aria-label={t`Lịch`} data-testid="calendar">
      <div className={styles.monthBar}>
        <button type="button" className={styles.navButton} aria-label={t`Tháng trước`} onClick={() => shift(-1)}>
          ‹
        </button>
        <span className={styles.monthTitle} aria-live="polite">
          {title}
        </span>
        <button type="button" className={styles.navButton} aria-label={t`Tháng sau`} onClick={() => shift(1)}>
          ›
        </button>
      </div>
      <p className={styles.help}>{pendingStart ? <Trans>Chọn ngày kết thúc</Trans> : <Trans>Chọn ngày bắt đầu</Trans>}</p>
      <div className={styles.grid} role="grid" aria-label={title}>
        <div role="row" className={styles.week}>
          {days.slice(0, CALENDAR_DAYS).map((day) => (
            <span key={day.getDay()} role="columnheader" className={styles.weekday}>
              {formatWeekdayNarrow(locale, calendarDayOf(day))}
            </span>
          ))}
        </div>
        {Array.from({ length: days.length / CALENDAR_DAYS }, (_, week) => (
          <div role="row" key={week} className={styles.week}>
            {days.slice(week * CALENDAR_DAYS, (week + 1) * CALENDAR_DAYS).map((day) => {
              const isStart = pendingStart !== null && sameDay(day, pendingStart)
              return (
                <span role="gridcell" key={keyOf(day)}>
                  <button
                    type="button"
                    className={cx(
                      styles.day,
                      day.getMonth() !== month.month && styles.outside,
                      (isStart || inSelected(day)) && styles.selected,
                      sameDay(day, new Date()) && styles.today,
                    )}
                    aria-label={formatFullDay(locale, calendarDayOf(day))}
                    aria-pressed={isStart || inSelected(day)}
                    onClick={() => choose(day)}
                  >
                    {day.getDate()}
                  </button>
                </span>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}

/** Closes the popover on Escape or a click outside it. */
function useDismiss(root: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (root.current && !root.current.contains(target) && !(target instanceof Element && target.closest('[data-calendar-toggle]')))
        onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [root, onClose])
}
