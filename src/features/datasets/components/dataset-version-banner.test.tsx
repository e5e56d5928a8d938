import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { activateLocale } from '@/lib/i18n/i18n'
import type { VersionPin } from '../api/data-version'
import { DatasetVersionBanner } from './dataset-version-banner'

const V2 = 'b9cc5897-3688-4902-804a-af00240161ae'
const V3 = '936bf763-0d92-448d-b9f1-3b70069d8a4f'
const changed: VersionPin = {
  kind: 'changed',
  pinned: V2,
  pinnedAt: null,
  current: V3,
  currentAt: '2026-02-16T09:14:05.120000+00:00',
}

function renderBanner(props: Partial<Parameters<typeof DatasetVersionBanner>[0]> = {}) {
  const handlers = { onShowChanges: vi.fn(), onShowAll: vi.fn(), onSwitchToCurrent: vi.fn() }
  render(
    <DatasetVersionBanner
      pin={changed}
      since={null}
      changedCount={null}
      error={null}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('DatasetVersionBanner', () => {
  it('names both versions and the update date, and offers the changed rows or the current version', async () => {
    const user = userEvent.setup()
    const handlers = renderBanner()
    const banner = screen.getByRole('region', {
      name: 'This link was made for an earlier version of the data',
    })
    expect(banner).toHaveTextContent(V2)
    expect(banner).toHaveTextContent(`version ${V3}, updated 16 Feb 2026, 09:14 UTC`)
    expect(banner).toHaveTextContent('the Data Hub does not serve earlier versions')
    await user.click(
      screen.getByRole('button', { name: 'Show rows changed since this link’s version' }),
    )
    expect(handlers.onShowChanges).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Switch the link to the current version' }))
    expect(handlers.onSwitchToCurrent).toHaveBeenCalledOnce()
  })

  it('explains the changed-rows view, its count and what it cannot show', async () => {
    const user = userEvent.setup()
    const handlers = renderBanner({ since: V2, changedCount: 20 })
    expect(screen.getByTestId('changed-rows-note')).toHaveTextContent(
      `Showing 20 rows added or updated since version ${V2}`,
    )
    expect(screen.getByTestId('changed-rows-note')).toHaveTextContent(
      'rows removed since then are not listed',
    )
    expect(screen.queryByRole('button', { name: /Show rows changed/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show all current rows' }))
    expect(handlers.onShowAll).toHaveBeenCalledOnce()
  })

  it('turns a refused version into a notice that keeps a way forward', () => {
    const refused = new ApiError(422, [
      {
        loc: ['query', 'version_boundary'],
        msg: `unknown data version "${V2}"`,
        type: 'value_error',
      },
    ])
    renderBanner({ since: V2, error: refused })
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The Data Hub does not accept version ${V2}`,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('unknown data version')
    expect(screen.queryByTestId('changed-rows-note')).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Switch the link to the current version' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Show all current rows' })).toBeVisible()
  })

  it('leaves a rate limit to the table’s own error notice', () => {
    renderBanner({ since: V2, error: new ApiError(429, 'RATE_LIMITED') })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('changed-rows-note')).toBeVisible()
  })

  it('says when the link’s version is malformed, as text, and offers no changed rows', () => {
    renderBanner({ pin: { kind: 'malformed', pinned: '<img src=x>', current: V3 } })
    expect(
      screen.getByRole('region', {
        name: 'This link names a data version the Data Hub cannot know',
      }),
    ).toHaveTextContent('“<img src=x>” is not a single version identifier')
    expect(document.querySelector('img')).toBeNull()
    expect(screen.queryByRole('button', { name: /Show rows changed/ })).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Switch the link to the current version' }),
    ).toBeVisible()
  })

  it('says when the Data Hub names no current version, and still offers the changed rows', () => {
    renderBanner({ pin: { kind: 'unannounced', pinned: V2 } })
    expect(
      screen.getByRole('region', {
        name: 'This link names a data version the Data Hub does not confirm',
      }),
    ).toHaveTextContent('whether the data changed since is unknown')
    expect(screen.getByRole('button', { name: /Show rows changed/ })).toBeVisible()
  })

  it('renders nothing when the link shows the current version', () => {
    const { container } = render(
      <DatasetVersionBanner
        pin={{ kind: 'none' }}
        since={null}
        changedCount={null}
        error={null}
        onShowChanges={vi.fn()}
        onShowAll={vi.fn()}
        onSwitchToCurrent={vi.fn()}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('speaks German with German dates and numbers', async () => {
    await act(() => activateLocale('de'))
    renderBanner()
    const banner = screen.getByRole('region', {
      name: 'Dieser Link wurde für eine frühere Version der Daten erstellt',
    })
    expect(banner).toHaveTextContent(`Version ${V3}, aktualisiert am 16.02.2026, 09:14 UTC`)
    expect(
      screen.getByRole('button', { name: 'Seit der Version dieses Links geänderte Zeilen zeigen' }),
    ).toBeVisible()
  })

  it('counts the changed rows in German', async () => {
    await act(() => activateLocale('de'))
    renderBanner({ since: V2, changedCount: 1234 })
    expect(screen.getByTestId('changed-rows-note')).toHaveTextContent(
      `Angezeigt werden 1.234 seit Version ${V2} hinzugefügte oder aktualisierte Zeilen.`,
    )
    expect(screen.getByRole('button', { name: 'Alle aktuellen Zeilen zeigen' })).toBeVisible()
  })
})
