import { act, render, screen } from '@testing-library/react'
import { activateLocale } from '@/lib/i18n/i18n'
import { NotFoundPage } from './not-found-page'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: React.ReactNode }) => <a href="/">{children}</a>,
}))

const ID = '0123456789abcdef0123456789abcdef'

describe('NotFoundPage', () => {
  it('names what is missing, worded when shown: a language switch rewords it', async () => {
    render(<NotFoundPage data={{ thing: 'organization', id: ID, invalid: false }} />)
    expect(screen.getByRole('heading', { name: 'Organization not found' })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`There is no organization with the ID ${ID}\\.`)))
    await act(() => activateLocale('de'))
    expect(screen.getByRole('heading', { name: 'Organisation nicht gefunden' })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`Es gibt keine Organisation mit der ID ${ID}\\.`)))
    expect(screen.getByRole('button', { name: 'Suche' })).toBeInTheDocument()
    // The plain search form carries the language, as links do.
    expect(document.querySelector('input[name="lang"]')).toHaveValue('de')
  })

  it('keeps a reason given as text, and words an invalid ID', () => {
    const { rerender } = render(<NotFoundPage data={{ title: 'Gone', message: 'Long gone.' }} />)
    expect(screen.getByRole('heading', { name: 'Gone' })).toBeInTheDocument()
    rerender(<NotFoundPage data={{ thing: 'person', id: 'x', invalid: true }} />)
    expect(screen.getByText(/This is not a valid person ID/)).toBeInTheDocument()
    expect(document.querySelector('input[name="lang"]')).toBeNull()
  })
})
