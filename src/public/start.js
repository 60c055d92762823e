// The app's start on a page that carries its first screen (decision 012; server/http/first-view.ts
// puts this in place of the entry's module script): the entry, preloaded meanwhile, runs once the
// browser has painted that screen — not before, holding the paint while it evaluates.
;(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry')
  if (!entry) return
  var started = false
  function start() {
    if (started) return
    started = true
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
  }
  // after the next frame (a hidden page paints none; a slow one waits no longer than 200 ms)
  if (document.visibilityState === 'hidden') return start()
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
  setTimeout(start, 200)
})()
