// One toast at a time (reference §8.5: the patched $message): a new message replaces the shown one.
// Imperative, so event handlers and query callbacks anywhere can report; <Toaster/> renders it.

export type ToastTone = 'success' | 'error' | 'info' | 'warning'
export interface ToastMessage {
  id: number
  tone: ToastTone
  text: string
}

/** how long a message stays, by length: people need time to read the longer ones */
export function toastDuration(text: string): number {
  return Math.min(6000, 2500 + text.length * 60)
}

type Listener = () => void
let current: ToastMessage | null = null
let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<Listener>()

function emit() {
  for (const l of listeners) l()
}

function show(tone: ToastTone, text: string) {
  clearTimeout(timer)
  current = { id: nextId++, tone, text }
  const id = current.id
  timer = setTimeout(() => {
    if (current?.id === id) dismiss()
  }, toastDuration(text))
  emit()
}

function dismiss() {
  clearTimeout(timer)
  current = null
  emit()
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  dismiss,
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get: () => current,
}
