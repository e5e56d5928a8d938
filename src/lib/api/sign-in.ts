/** Marks the proxy's own 401 (the session ended), unlike the upstream's 401 (a bad API key). */
export const SIGN_IN_HEADER = 'X-Explorer-Sign-In'

/**
 * Sends the browser to sign-in and back to this very view (the URL holds the view's state,
 * including what was typed into searches and service forms). Once, however many requests fail.
 */
export const signInNavigation = {
  started: false,
  // Replaced in tests: jsdom cannot navigate.
  go: (url: string) => window.location.assign(url),
}

export function goToSignIn(signInPath = '/auth/sign-in') {
  if (signInNavigation.started) return
  signInNavigation.started = true
  const { pathname, search, hash } = window.location
  signInNavigation.go(`${signInPath}?next=${encodeURIComponent(pathname + search + hash)}`)
}

/** Goes to sign-in when a failed answer says the session ended (the path comes with the 401). */
export function signInIfAsked(response: Response) {
  const signIn = response.status === 401 ? response.headers.get(SIGN_IN_HEADER) : null
  if (signIn?.startsWith('/')) goToSignIn(signIn)
}
