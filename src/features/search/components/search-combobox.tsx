import { useNavigate } from '@tanstack/react-router'
import { forwardRef, useId, useState, type KeyboardEvent } from 'react'
import type { Suggestion } from '../api/suggestions'
import { useTypeahead } from '../api/use-typeahead'

interface SearchComboboxProps {
  id: string
  label: string
  initialValue?: string
  placeholder?: string
  /** Called after the box navigated somewhere (the palette closes itself then). */
  onNavigate?: () => void
  inputClassName?: string
  listClassName?: string
  autoFocus?: boolean
}

/**
 * A search box with typeahead suggestions (WAI-ARIA combobox with a listbox). What the suggestions
 * cost depends on the upstream: see useTypeahead and typeahead-policy.
 */
export const SearchCombobox = forwardRef<HTMLInputElement, SearchComboboxProps>(
  function SearchCombobox(props, ref) {
    const {
      id,
      label,
      initialValue = '',
      placeholder,
      onNavigate,
      inputClassName,
      listClassName,
      autoFocus,
    } = props
    const navigate = useNavigate()
    const listId = useId()
    const [value, setValue] = useState(initialValue)
    const [open, setOpen] = useState(false)
    const [active, setActive] = useState(-1)
    const typeahead = useTypeahead(value, open)
    const { suggestions, isFetching } = typeahead
    const expanded = open && typeahead.active && suggestions.length > 0

    function go(suggestion: Suggestion | undefined) {
      setOpen(false)
      setActive(-1)
      if (suggestion) {
        // The box is for the next search: it should not keep the name of the entity just opened.
        setValue('')
        void navigate(suggestion.target)
      } else if (value.trim()) {
        void navigate({ to: '/search', search: { q: value.trim() } })
      }
      onNavigate?.()
    }

    function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        setOpen(true)
        if (suggestions.length === 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        // Cycles through the options and back to the text box itself (-1).
        setActive((current) => {
          const next = current + step
          if (next < -1) return suggestions.length - 1
          return next >= suggestions.length ? -1 : next
        })
      } else if (event.key === 'Enter') {
        event.preventDefault()
        go(active >= 0 && active < suggestions.length ? suggestions[active] : undefined)
      } else if (event.key === 'Escape' && expanded) {
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      }
    }

    const activeId =
      expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined
    return (
      <div className="relative w-full">
        <label htmlFor={id} className="sr-only">
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
          aria-busy={isFetching}
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            setValue(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
          className={inputClassName}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className={listClassName}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              data-testid="suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestion)}
              className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-slate-900 hover:bg-slate-100 aria-selected:bg-sky-100"
            >
              <span className="truncate">{suggestion.label}</span>
              <span className="shrink-0 text-xs text-slate-600">{suggestion.kind}</span>
            </li>
          ))}
        </ul>
      </div>
    )
  },
)
