import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { isPlainClick } from './AppLink.tsx'

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** A configured link: in-app paths navigate inside the app; other addresses open in a new tab. */
export function ExternalOrAppLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter()
  if (isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    router.history.push(href)
  }
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  )
}
