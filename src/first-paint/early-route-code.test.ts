// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { preloadRouteCode, ROUTE_CODE_REL } from './early-route-code'

function linkRouteCode(...paths: string[]) {
  for (const path of paths) {
    const link = document.createElement('link')
    link.rel = ROUTE_CODE_REL
    link.setAttribute('crossorigin', '')
    link.href = path
    document.head.append(link)
  }
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }))

afterEach(() => document.head.replaceChildren())

describe('the route code the server links', () => {
  it('becomes module preloads, in order, still CORS requests like the entry’s own', () => {
    linkRouteCode('/assets/organizations._id-L1.js', '/assets/queries-Q1.js')
    preloadRouteCode()
    expect(links()).toEqual([
      { rel: 'modulepreload', href: '/assets/organizations._id-L1.js', crossorigin: '' },
      { rel: 'modulepreload', href: '/assets/queries-Q1.js', crossorigin: '' },
    ])
  })

  it('leaves every other link alone', () => {
    const icon = document.createElement('link')
    icon.rel = 'icon'
    icon.href = '/favicon.svg'
    document.head.append(icon)
    preloadRouteCode()
    expect(links()).toEqual([{ rel: 'icon', href: '/favicon.svg', crossorigin: null }])
  })
})
