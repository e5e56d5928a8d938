import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { addToTray, compareTrayStore } from '../compare-tray'
import { CompareButton } from './compare-button'

const id = (n: number) => n.toString(16).padStart(32, 'b')

describe('CompareButton', () => {
  beforeEach(() => window.localStorage.clear())

  it('toggles the organization in the tray from the keyboard', async () => {
    const user = userEvent.setup()
    render(<CompareButton variant="compact" organization={{ id: id(1), name: 'Acme GmbH' }} />)
    const button = screen.getByRole('button', { name: '+ Compare Acme GmbH' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    button.focus()
    await user.keyboard('{Enter}')
    expect(compareTrayStore.get()).toEqual([{ id: id(1), name: 'Acme GmbH' }])
    expect(screen.getByRole('button', { name: /In comparison Acme GmbH/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.keyboard(' ')
    expect(compareTrayStore.get()).toEqual([])
  })

  it('is disabled and says so when the tray is full', () => {
    for (let n = 1; n <= 4; n++) addToTray({ id: id(n), name: `Org ${n}` })
    render(<CompareButton organization={{ id: id(9), name: 'Fifth' }} />)
    expect(screen.getByRole('button', { name: 'Comparison full' })).toBeDisabled()
  })
})
