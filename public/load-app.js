// Starts the app's code once the first frame the server drew has been painted
// (src/domain/firstFrames.ts): the visitor reads the screen while the code loads.
;(() => {
  const loader = document.currentScript
  let started = false
  const start = () => {
    if (started || !loader) return
    started = true
    for (const href of (loader.dataset.modules || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = 'anonymous'
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = loader.dataset.entry || ''
    document.head.append(script)
  }
  // A frame callback runs just before the next paint, and a task it queues right after that paint.
  requestAnimationFrame(() => setTimeout(start, 0))
  // A tab opened in the background paints nothing: the code starts anyway.
  setTimeout(start, 1000)
})()
