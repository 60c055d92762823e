import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import type { ImageKind } from '../../../lib/default-images.ts'
import { imageUrl } from '../../../lib/image.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { splitEmoji, type ChatMessage } from '../../../../machines/chat/chat-message.ts'
import { chatOrderQuery, type OrderCardQuery } from '../../../api/chat/get-chat-order.ts'
import { chatSkuQuery } from '../api/get-chat-sku.ts'
import { chatTime } from '../chat-time.ts'
import * as css from './chat.css.ts'

/** the server's emoji picture of a code ([emjoy_07] → img/emjoy/emjoy_07.svg) */
export const emojiSrc = (code: string) => imageUrl(`img/emjoy/${code.slice(1, -1)}.svg`)

/** text with emoji codes: the text escaped (React text), each code as its picture — never HTML */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, i) => ('emoji' in part ? <img key={i} className={css.emoji} src={emojiSrc(part.emoji)} alt={part.emoji} /> : <span key={i}>{part.text}</span>))}
    </>
  )
}

/** spec §2: today / yesterday / tomorrow + hh:mm within 2 days, else month-day and time */
export function ChatTimeText({ seconds }: { seconds: number }) {
  // now as of the first render (a message's day does not change while it is shown)
  const [now] = useState(() => Date.now())
  if (!seconds) return null
  const t = chatTime(seconds, now)
  if (t.day === 'today') return <Trans>今天 {t.hm}</Trans>
  if (t.day === 'yesterday') return <Trans>昨天 {t.hm}</Trans>
  if (t.day === 'tomorrow') return <Trans>明天 {t.hm}</Trans>
  return (
    <>
      {'md' in t ? t.md : ''} {t.hm}
    </>
  )
}

/** spec §2 product card: image, name, stock, sales, ¥ price, 查看商品 → /sku-{sku_id} */
export function ProductCard({ skuId }: { skuId: number }) {
  const { t } = useLingui()
  const sku = useQuery(chatSkuQuery(skuId))
  const d = sku.data
  return (
    <div className={css.card} data-testid="chat-goods-card">
      <Img src={d?.sku_image} kind="goods" width={64} height={64} alt="" />
      <div>
        <p className={`${css.cardLine} ${css.cardTitle}`}>{d ? d.sku_name : sku.isError ? t`商品已不存在` : '…'}</p>
        {d && (
          <>
            <p className={css.cardLine}>
              <Trans>库存：{d.stock}</Trans> <Trans>销量：{d.sale_num}</Trans>
            </p>
            <p className={`${css.cardLine} ${css.cardPrice}`}>¥{formatYuan(d.price)}</p>
          </>
        )}
        <a href={`/web/sku-${skuId}`} target="_blank" rel="noopener">
          <Trans>查看商品</Trans>
        </a>
      </div>
    </div>
  )
}

/**
 * spec §2 order card: first goods image, name, status, amount, delivery type, order number, 查看订单
 * (`link`: it opens the member's order page — in the member's own dialog only; an agent has no member login)
 */
export function OrderCard({ orderId, query = chatOrderQuery, link = true }: { orderId: number; query?: OrderCardQuery; link?: boolean }) {
  const { t } = useLingui()
  const order = useQuery(query(orderId))
  const d = order.data
  return (
    <div className={css.card} data-testid="chat-order-card">
      <Img src={d?.order_goods?.[0]?.sku_image} kind="goods" width={64} height={64} alt="" />
      <div>
        <p className={`${css.cardLine} ${css.cardTitle}`}>{d ? d.order_name : order.isError ? t`订单已不存在` : '…'}</p>
        {d && (
          <>
            <p className={css.cardLine}>
              {d.order_status_name} · {d.delivery_type_name}
            </p>
            <p className={`${css.cardLine} ${css.cardPrice}`}>¥{formatYuan(d.order_money)}</p>
            <p className={css.cardLine}>
              <Trans>订单号：{d.order_no}</Trans>
            </p>
          </>
        )}
        {link && (
          <a href={`/web/member/order_detail?order_id=${orderId}`} target="_blank" rel="noopener">
            <Trans>查看订单</Trans>
          </a>
        )}
      </div>
    </div>
  )
}

export interface BubbleProps {
  message: ChatMessage
  /** the other side's name and picture when the row does not carry them */
  theirName: string
  theirAvatar?: string
  /** the default picture of the other side: a shop's (the member's dialog) or a member's (the agent console) */
  theirKind?: ImageKind
  myAvatar?: string
  onRetry?: (clientMsgId: string) => void
  orderQuery?: OrderCardQuery
  /** order cards link to the member's order page (not in the agent console) */
  orderLink?: boolean
}

/** an image message's picture: a stored path, or (before its upload) the picked file's local URL */
const pictureSrc = (content: string) => (content.startsWith('blob:') ? content : imageUrl(content))

/** one message: text (escaped, emoji as pictures), image, product or order card; a failed own message offers 重发 */
export function Bubble({ message: m, theirName, theirAvatar, theirKind = 'shop', myAvatar, onRetry, orderQuery, orderLink = true }: BubbleProps) {
  const { t } = useLingui()
  // the shop's keyword auto-reply is on the shop's side, but no agent typed it: it says so (the
  // console does not show it as the agent's own "我")
  const name = m.mine ? (m.auto ? t`自动回复` : t`我`) : m.nickname || theirName
  return (
    <li className={m.mine ? `${css.row} ${css.rowMine}` : css.row} data-testid="chat-message" data-id={m.id ?? ''} data-mine={m.mine} data-auto={m.auto ?? false}>
      <Img src={m.mine ? (m.auto && m.avatar) || myAvatar : m.avatar || theirAvatar} kind={m.mine ? 'head' : theirKind} width={32} height={32} alt="" />
      <div className={css.bubbleCol}>
        <span className={m.mine ? `${css.meta} ${css.metaMine}` : css.meta}>
          {name} {m.auto && !m.mine ? <span className={css.autoTag}>{t`自动回复`}</span> : null} <ChatTimeText seconds={m.time} />
        </span>
        {m.kind === 'goods' ? (
          <ProductCard skuId={m.skuId} />
        ) : m.kind === 'order' ? (
          <OrderCard orderId={m.orderId} query={orderQuery} link={orderLink} />
        ) : m.kind === 'image' ? (
          <a href={pictureSrc(m.content)} target="_blank" rel="noopener">
            <img className={css.image} src={pictureSrc(m.content)} alt={t`图片消息`} />
          </a>
        ) : (
          <div className={m.mine ? `${css.bubble} ${css.bubbleMine}` : css.bubble}>
            <ChatText text={m.content} />
          </div>
        )}
        {m.status === 'sending' && <span className={`${css.meta} ${css.metaMine}`}>{t`发送中…`}</span>}
        {m.status === 'failed' && (
          <span className={css.failed} role="alert">
            <Trans>发送失败</Trans>
            {onRetry && m.clientMsgId && (
              <button type="button" className={css.linkButton} onClick={() => onRetry(m.clientMsgId!)}>
                <Trans>重发</Trans>
              </button>
            )}
          </span>
        )}
      </div>
    </li>
  )
}
