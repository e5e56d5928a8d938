import type { Route } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'

/** A request held by page.route until the test lets it go; `requested` resolves when it is asked for. */
function holdRequests() {
  let onRequested: () => void = () => {}
  const requested = new Promise<void>((resolve) => (onRequested = resolve))
  const held: Route[] = []
  return {
    requested,
    handler: async (route: Route) => {
      held.push(route)
      onRequested()
    },
    release: () => Promise.all(held.splice(0).map((route) => route.fallback())),
  }
}

test(
  '`/` pressed while the header search is still loading focuses the box once it is there',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    const chunk = holdRequests()
    await page.route('**/assets/global-search-*.js', chunk.handler)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Watchlist' })).toBeVisible()
    await chunk.requested
    await page.keyboard.press('/')
    await chunk.release()
    const box = page.getByRole('combobox', { name: 'Search everything' })
    await expect(box).toBeFocused()
    await expect(box).toHaveValue('')
  },
)

test(
  '`/` arriving just as the header search box appears focuses it',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    // A key that arrives in the same task as the box's first render, before React's effects ran:
    // on a busy machine the browser runs a waiting key press before React's scheduled effects.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('global-search')) return
        observer.disconnect()
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Search everything' })
    await expect(box).toBeFocused()
    await expect(box).toHaveValue('')
  },
)
