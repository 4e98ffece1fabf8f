import { createContext, useContext, useEffect } from 'react'

/** Where the build's pre-render (src/prerender/renderFrame.tsx) collects the title of the screen it draws. */
export type FrameTitleSink = { title?: string }

const FrameTitleContext = createContext<FrameTitleSink | null>(null)

/** Given only by the build's pre-render: the page has none. */
export const FrameTitleProvider = FrameTitleContext.Provider

/**
 * The document's title while this screen shows. The page sets it once the screen is drawn; the
 * build's pre-render, where no effect runs, takes it for the first frame's `<title>`.
 */
export function useDocumentTitle(title: string): void {
  const sink = useContext(FrameTitleContext)
  // Only the pre-render gives a sink: a collector written once per server render, like a head manager's.
  if (sink) sink.title = title
  useEffect(() => {
    document.title = title
  }, [title])
}
