import DOMPurify from 'dompurify'

// Without a DOM (the server's first screen, src/first-screen.tsx) there is no sanitiser: rich text is
// left out there, and the app's own render fills it in.
const supported = DOMPurify.isSupported && typeof DOMPurify.addHook === 'function'

// Links in server rich text that leave the site open in a new tab without handing it our window.
if (supported) DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** server rich text → HTML safe to insert: no scripts, event handlers, frames, forms or inline styles (the one sanitiser: render it with ui/rich-text) */
export function sanitizeHtml(html: string): string {
  if (!supported) return ''
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  })
}
