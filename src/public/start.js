// The app's start on a page that carries its first screen (decision 012; server/http/first-view.ts
// puts this in place of the entry's module script and its preloads): the app's code is fetched and
// run once the browser has painted that screen — it does not compete with the screen's styles and
// pictures for the connection, nor hold its paint while it runs. The app then takes the page over.
;(function () {
  var me = document.currentScript
  var entry = me && me.getAttribute('data-entry')
  if (!entry) return
  var modules = (me.getAttribute('data-modules') || '').split(' ').filter(Boolean)
  var started = false
  function start() {
    if (started) return
    started = true
    modules.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
  }
  // after the next frame is painted (a hidden page paints none; a slow one waits at most 300 ms)
  if (document.visibilityState === 'hidden') return start()
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
  setTimeout(start, 300)
})()
