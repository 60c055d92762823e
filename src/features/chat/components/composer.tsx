import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { countChars, EMOJI_CODES, MAX_CHARS, stripMarkup } from '../../../../machines/chat/chat-message.ts'
import { emojiSrc } from './chat-parts.tsx'
import * as css from './chat.css.ts'

/** the input's content as text with emoji codes: pictures → their code, line breaks → '\n' (stripped when sent) */
function readDraft(node: Node): string {
  let out = ''
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) out += child.nodeValue ?? ''
    else if (child instanceof HTMLImageElement) out += child.dataset.code ?? ''
    else if (child.nodeName === 'BR') out += '\n'
    else out += (child.nodeName === 'DIV' || child.nodeName === 'P' ? '\n' : '') + readDraft(child)
  }
  return out
}

function emojiNode(code: string) {
  const img = document.createElement('img')
  img.src = emojiSrc(code)
  img.alt = code
  img.dataset.code = code
  return img
}

export interface ComposerProps {
  draft: string
  onDraft: (text: string) => void
  onSend: () => void
  /** a send is in flight: the button waits (the machine refuses a second one) */
  sending: boolean
  onImage: (file: File) => void
  uploading: boolean
  disabled?: boolean
}

/** emoji picker, image upload, the editable input with its counter, 发送 (Enter sends; Enter with a modifier does not) */
export function Composer({ draft, onDraft, onSend, sending, onImage, uploading, disabled }: ComposerProps) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)
  const count = countChars(stripMarkup(draft))

  // the machine cleared the draft (sent, or another conversation): empty the box
  useEffect(() => {
    if (draft === '' && box.current && readDraft(box.current) !== '') box.current.replaceChildren()
  }, [draft])

  const changed = () => box.current && onDraft(readDraft(box.current))
  const insert = (node: Node) => {
    const el = box.current
    if (!el) return
    const sel = window.getSelection()
    const range = sel && sel.rangeCount > 0 && el.contains(sel.getRangeAt(0).startContainer) ? sel.getRangeAt(0) : null
    if (range) {
      range.deleteContents()
      range.insertNode(node)
      range.setStartAfter(node)
      range.collapse(true)
      sel!.removeAllRanges()
      sel!.addRange(range)
    } else {
      el.append(node)
    }
    changed()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
    if (e.ctrlKey || e.shiftKey || e.altKey || e.metaKey) return
    e.preventDefault()
    onSend()
  }

  return (
    <>
      <div className={css.tools}>
        <button type="button" className={css.toolButton} aria-label={t`表情`} aria-expanded={picking} onClick={() => setPicking((p) => !p)} disabled={disabled}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="10" cy="10" r="8" />
            <path d="M6.5 12c1 1.5 2.2 2 3.5 2s2.5-.5 3.5-2M7 8h.01M13 8h.01" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className={css.toolButton} aria-label={t`发送图片`} onClick={() => file.current?.click()} disabled={disabled || uploading || sending}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="2.5" y="4" width="15" height="12" rx="1.5" />
            <circle cx="7" cy="8.5" r="1.5" />
            <path d="m3 15 4.5-4 3 2.5 3-3 4 4" />
          </svg>
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          data-testid="chat-image-input"
          onChange={(e) => {
            const chosen = e.target.files?.[0]
            e.target.value = ''
            if (chosen) onImage(chosen)
          }}
        />
        {uploading && (
          <span className={css.counter} role="status">
            <Trans>图片上传中…</Trans>
          </span>
        )}
      </div>
      {picking && (
        <EmojiPicker
          onPick={(code) => {
            insert(emojiNode(code))
            setPicking(false)
            box.current?.focus()
          }}
        />
      )}
      <div
        ref={box}
        className={css.input}
        contentEditable={!disabled}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t`输入消息`}
        data-placeholder={t`请输入消息，Enter 发送`}
        tabIndex={0}
        onInput={changed}
        onKeyDown={onKeyDown}
        onPaste={(e) => {
          // plain text only: pasted markup never reaches the message
          e.preventDefault()
          insert(document.createTextNode(e.clipboardData.getData('text/plain')))
        }}
        onDrop={(e) => e.preventDefault()}
      />
      <div className={css.sendRow}>
        <span className={count > MAX_CHARS ? `${css.counter} ${css.counterOver}` : css.counter} aria-live="polite" data-testid="chat-counter">
          {count}/{MAX_CHARS}
          {count > MAX_CHARS && (
            <>
              {' '}
              <Trans>一次最多发送150个字符</Trans>
            </>
          )}
        </span>
        <Button variant="primary" size="sm" loading={sending} disabled={disabled} onClick={onSend}>
          <Trans>发送</Trans>
        </Button>
      </div>
    </>
  )
}

/** the emoji grid: a click puts the emoji at the caret */
function EmojiPicker({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useLingui()
  return (
    <div className={css.picker} role="group" aria-label={t`表情`}>
      {EMOJI_CODES.map((code) => (
        <button key={code} type="button" className={css.pick} aria-label={code} onClick={() => onPick(code)}>
          <img src={emojiSrc(code)} alt="" width={24} height={24} />
        </button>
      ))}
    </div>
  )
}
