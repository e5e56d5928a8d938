import { useNavigate } from '@tanstack/react-router'
import { forwardRef, useState } from 'react'
import { Combobox } from '@/components/combobox/combobox'
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
 * A search box with typeahead suggestions (the shared Combobox). What the suggestions cost
 * depends on the upstream: see useTypeahead and typeahead-policy.
 */
export const SearchCombobox = forwardRef<HTMLInputElement, SearchComboboxProps>(
  function SearchCombobox(props, ref) {
    const { initialValue = '', onNavigate } = props
    const navigate = useNavigate()
    const [value, setValue] = useState(initialValue)
    const [open, setOpen] = useState(false)
    const typeahead = useTypeahead(value, open)

    function go(suggestion: Suggestion | undefined) {
      if (suggestion) {
        // The box is for the next search: it should not keep the name of the entity just opened.
        setValue('')
        void navigate(suggestion.target)
      } else if (value.trim()) {
        void navigate({ to: '/search', search: { q: value.trim() } })
      }
      onNavigate?.()
    }

    return (
      <Combobox
        ref={ref}
        id={props.id}
        label={props.label}
        value={value}
        onValueChange={setValue}
        options={typeahead.suggestions}
        active={typeahead.active}
        busy={typeahead.isFetching}
        settledValue={typeahead.settled}
        open={open}
        onOpenChange={setOpen}
        onPick={go}
        placeholder={props.placeholder}
        inputClassName={props.inputClassName}
        listClassName={props.listClassName}
        autoFocus={props.autoFocus}
      />
    )
  },
)
