import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { fetchSession, goToSignIn } from '@/lib/api-client'

/**
 * Who is signed in, and the way out. Sign-out is a plain form POST (the proxy checks that it comes
 * from this origin), so it works even while the app is busy. Nothing shows without sign-in
 * (AUTH=none); a server that wants sign-in but has no session for us sends us to sign in.
 */
export function SessionStatus() {
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
  return (
    <form method="post" action={data.signOut} className="flex items-center gap-2 text-xs">
      <span className="text-slate-300">
        Signed in as <span className="font-medium text-white">{data.user.name}</span>
      </span>
      <button
        type="submit"
        className="rounded-md border border-slate-600 px-2 py-1 font-medium text-slate-100 hover:bg-slate-800"
      >
        Sign out
      </button>
    </form>
  )
}
