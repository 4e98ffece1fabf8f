import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'

export type MyPageSection = 'reservation' | 'avatar' | 'spirit' | 'item' | 'title' | 'achievement' | 'coupon' | 'result' | 'topolo' | 'notifications'

/**
 * A detail whose id is not one of the player's (unknown, hidden, or never theirs) goes back to its
 * section of My Page (spec section 2), once what is stored has been read and refreshed.
 */
export function useReturnWhenMissing(missing: boolean, section: MyPageSection): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (missing) void navigate({ to: '/mypage', hash: section, replace: true })
  }, [missing, section, navigate])
}
