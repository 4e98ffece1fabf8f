// Starts the app's code once the first frame the server drew has been painted
// (src/domain/firstFrames.ts): the visitor reads the screen while the code loads.
;(() => {
  const loader = document.currentScript
  // Each request a page starts costs the main thread a moment (more on a slow phone): the entry
  // first, then its modules' preloads a few per task, so none of those tasks is a long one.
  const LINKS_PER_TASK = 4
  let started = false
  const preload = (hrefs) => {
    for (const href of hrefs.slice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = 'anonymous'
      link.href = href
      document.head.append(link)
    }
    if (hrefs.length > LINKS_PER_TASK) setTimeout(() => preload(hrefs.slice(LINKS_PER_TASK)), 0)
  }
  const start = () => {
    if (started || !loader) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = loader.dataset.entry || ''
    document.head.append(script)
    setTimeout(() => preload((loader.dataset.modules || '').split(' ').filter(Boolean)), 0)
  }
  // A frame callback runs just before the next paint, and a task it queues right after that paint.
  requestAnimationFrame(() => setTimeout(start, 0))
  // A tab opened in the background paints nothing: the code starts anyway.
  setTimeout(start, 1000)
})()
