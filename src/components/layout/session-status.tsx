import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { fetchSession } from '@/lib/explorer-api/session'
import { goToSignIn } from '@/lib/api/sign-in'

/**
 * Who is signed in, and the way out. Sign-out is a plain form POST (the proxy checks that it comes
 * from this origin), so it works even while the app is busy. Nothing shows without sign-in
 * (AUTH=none); a server that wants sign-in but has no session for us sends us to sign in.
 */
export function SessionStatus() {
  const { i18n } = useLingui()
  const { data } = useQuery({
    queryKey: ['explorer', 'session'],
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
  })
  const signedOut = data?.auth !== 'none' && data?.user === null
  useEffect(() => {
    if (signedOut) goToSignIn()
  }, [signedOut])
  if (!data || data.auth === 'none' || !data.user) return null
  // The server cannot see the stored language choice: the signed-out page learns it from here.
  const name = data.user.name
  const action = i18n.locale === 'en' ? data.signOut : `${data.signOut}?lang=${i18n.locale}`
  return (
    <form method="post" action={action} className="flex items-center gap-2 text-xs">
      <span className="text-slate-300">
        {/* The name stays outside the message: Lingui would read tag-like text in it as markup. */}
        <Trans>Signed in as</Trans> <span className="font-medium text-white">{name}</span>
      </span>
      <button
        type="submit"
        className="rounded-md border border-slate-600 px-2 py-1 font-medium text-slate-100 hover:bg-slate-800"
      >
        <Trans>Sign out</Trans>
      </button>
    </form>
  )
}
