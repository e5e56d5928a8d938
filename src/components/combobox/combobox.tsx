import { forwardRef, useId, useState, type KeyboardEvent } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'

export interface ComboboxOption {
  key: string
  label: string
  /** "Organization", "Person", ... shown beside the label. */
  kind: string
}

interface ComboboxProps<T extends ComboboxOption> {
  id: string
  label: string
  /** Show the label on screen instead of only to assistive technology. */
  visibleLabel?: boolean
  value: string
  onValueChange: (value: string) => void
  options: T[]
  /** Whether the typed text is long enough for options at all. */
  active: boolean
  busy: boolean
  /**
   * The text the options are asked for once typing paused, when the caller debounces: on the box
   * as `data-settled-value`, so a test of what is (not) asked can wait for the pause to end.
   */
  settledValue?: string
  /** Open the list: the component reports it so the caller fetches only while it is open. */
  onOpenChange: (open: boolean) => void
  open: boolean
  /** An option chosen, or Enter without one (undefined). */
  onPick: (option: T | undefined) => void
  placeholder?: string
  inputClassName?: string
  listClassName?: string
  autoFocus?: boolean
}

/**
 * A text box with a list of options (WAI-ARIA combobox with a listbox): arrows move through the
 * options and back to the box, Enter picks, Escape closes the list. What the options are and what
 * a pick does is the caller's: the header's search navigates, an entity picker selects.
 */
function ComboboxInner<T extends ComboboxOption>(
  props: ComboboxProps<T>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { id, label, value, options, open, onOpenChange, onPick } = props
  const { t } = useLingui()
  const listId = useId()
  const [active, setActive] = useState(-1)
  const expanded = open && props.active && options.length > 0

  function pick(option: T | undefined) {
    onOpenChange(false)
    setActive(-1)
    onPick(option)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      onOpenChange(true)
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Cycles through the options and back to the text box itself (-1).
      setActive((current) => {
        const next = current + step
        if (next < -1) return options.length - 1
        return next >= options.length ? -1 : next
      })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      pick(active >= 0 && active < options.length ? options[active] : undefined)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      event.stopPropagation()
      onOpenChange(false)
      setActive(-1)
    }
  }

  // How many options the typed text found, for screen readers (WCAG 4.1.3): said once the answer
  // for what was typed is in, not while typing or fetching.
  const settled = props.settledValue === undefined || props.settledValue === value.trim()
  const announce = open && props.active && settled && !props.busy
  const activeId =
    expanded && active >= 0 && active < options.length ? `${listId}-${active}` : undefined
  return (
    <div className="relative w-full">
      <label
        htmlFor={id}
        className={props.visibleLabel ? 'block text-sm font-medium text-slate-800' : 'sr-only'}
      >
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-busy={props.busy}
        data-settled-value={props.settledValue}
        autoComplete="off"
        autoFocus={props.autoFocus}
        value={value}
        placeholder={props.placeholder}
        onChange={(event) => {
          props.onValueChange(event.target.value)
          onOpenChange(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => onOpenChange(false), 150)}
        onFocus={() => onOpenChange(true)}
        className={props.inputClassName}
      />
      <p role="status" className="sr-only">
        {announce ? (
          <Plural
            value={options.length}
            _0="No suggestions"
            one="# suggestion"
            other="# suggestions"
          />
        ) : null}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className={props.listClassName}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            data-testid="suggestion"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-slate-900 hover:bg-slate-100 aria-selected:bg-sky-100"
          >
            {/* Wrapped, not truncated: a long name stays whole and is broken only between words. */}
            <span className="min-w-0 break-words">{option.label}</span>
            <span className="shrink-0 text-xs text-slate-600">{option.kind}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const Combobox = forwardRef(ComboboxInner) as <T extends ComboboxOption>(
  props: ComboboxProps<T> & { ref?: React.Ref<HTMLInputElement> },
) => ReturnType<typeof ComboboxInner>
