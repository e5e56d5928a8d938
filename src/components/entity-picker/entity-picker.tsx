import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Combobox } from '@/components/combobox/combobox'
import { useEntitySuggestions, type EntityOption, type PickableType } from './entity-suggestions'

interface EntityPickerProps {
  id: string
  label: string
  onPick: (entity: EntityOption) => void
  types?: PickableType[]
  placeholder?: string
  autoFocus?: boolean
  /** List the options below the box in the flow, not over the page (inside a dialog, which clips). */
  inlineList?: boolean
}

const ALL_TYPES: PickableType[] = ['ORGANIZATION', 'PERSON']

/** Choose an organization or a person by typing part of the name (the shared Combobox). */
export function EntityPicker({ types = ALL_TYPES, ...props }: EntityPickerProps) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const suggestions = useEntitySuggestions(value, open, types)
  return (
    <Combobox<EntityOption>
      id={props.id}
      label={props.label}
      visibleLabel
      value={value}
      onValueChange={setValue}
      options={suggestions.options}
      active={suggestions.active}
      busy={suggestions.busy}
      open={open}
      onOpenChange={setOpen}
      onPick={(option) => {
        if (!option) return
        setValue(option.label)
        props.onPick(option)
      }}
      placeholder={props.placeholder ?? t`Type a company or person name…`}
      autoFocus={props.autoFocus}
      inputClassName="mt-1 w-full rounded-md border border-slate-400 px-3 py-1.5"
      listClassName={
        props.inlineList
          ? 'mt-2 max-h-80 overflow-auto rounded-md border border-slate-200 py-1 text-sm'
          : 'absolute inset-x-0 top-full z-[1100] mt-1 max-h-80 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg'
      }
    />
  )
}
