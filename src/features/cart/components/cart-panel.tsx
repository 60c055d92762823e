import { useEffect, useRef } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Dialog as RadixDialog } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { PANEL_VISIBLE_LINES, linesTotalFen, shownLines, unitFen } from '../../../../machines/cart-panel/cart-panel.machine.ts'
import { cartListsQuery } from '../api/get-cart-lists.ts'
import { formatFen } from '../../../../domain/money.ts'
import { Img } from '../../../ui/img.tsx'
import { Loading } from '../../../ui/states.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { CloseIcon } from '../../../ui/dialog.tsx'
import { overlay } from '../../../ui/dialog.css.ts'
import { buttonClass } from '../../../ui/button-class.ts'
import { cartPanel } from '../cart-runtime.ts'
import type { CartPanelSnapshot } from '../cart-panel.actor.ts'
import { showCartNotice } from '../cart-notice.ts'
import { isInvalidLine } from '../cart-logic.ts'
import * as css from './cart-panel.css.ts'

// The header / side-tools cart panel (spec §2, §4, §5; reference §2.1 mini cart): a drawer with its
// overlay, rendering what the cart panel machine says. The lines come from the cart query (the
// machine loads them into it and keeps their ids). Mounted by the frame once the actor runs.

type View = 'closed' | 'login' | 'loading' | 'ready' | 'empty'

/** the panel, the overlay (and the mobile menu) are open together */
const isPanelOpen = (s: CartPanelSnapshot) => s.matches({ loggedIn: { panel: 'open' } }) || s.matches({ loggedOut: 'open' })

function viewOf(s: CartPanelSnapshot): View {
  if (!isPanelOpen(s)) return 'closed'
  if (s.matches('loggedOut')) return 'login'
  if (s.matches({ loggedIn: { panel: { open: 'loading' } } })) return 'loading'
  if (s.matches({ loggedIn: { panel: { open: 'empty' } } })) return 'empty'
  return 'ready'
}

const closed = (): View => 'closed'
const send = cartPanel.send

export function CartPanel() {
  const { t } = useLingui()
  const view = cartPanel.useSelect(viewOf, closed)
  const href = useRouterState({ select: (s) => s.location.href })

  // the machine's notices → toasts
  useEffect(() => {
    let sub: { unsubscribe(): void } | undefined
    let gone = false
    void cartPanel.load().then((actor) => {
      if (gone) return
      sub = actor.on('cart.notice', ({ notice }) => {
        showCartNotice(notice, t)
        actor.send({ type: 'notice.dismiss' })
      })
    })
    return () => {
      gone = true
      sub?.unsubscribe()
    }
  }, [t])

  // leaving the page closes the panel (a line's goods link, 去登录)
  const shownAt = useRef(href)
  useEffect(() => {
    if (shownAt.current === href) return
    shownAt.current = href
    cartPanel.current()?.send({ type: 'panel.close' })
  }, [href])

  return (
    <RadixDialog.Root open={view !== 'closed'} onOpenChange={(open) => !open && send({ type: 'panel.close' })}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} data-testid="cart-overlay" />
        <RadixDialog.Content className={css.drawer} aria-describedby={undefined}>
          <div className={css.head}>
            <RadixDialog.Title className={css.title}>
              <Trans>我的购物车</Trans>
            </RadixDialog.Title>
            <RadixDialog.Close className={css.close} aria-label={t`关闭`}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={css.body}>
            {view === 'login' ? (
              <div className={css.center}>
                <p>
                  <Trans>登录后可查看购物车中的商品</Trans>
                </p>
                <Link to="/login" search={{ redirect: href }} className={buttonClass({ size: 'sm' })}>
                  <Trans>去登录</Trans>
                </Link>
              </div>
            ) : view === 'loading' ? (
              <div className={css.center}>
                <Loading />
              </div>
            ) : view === 'closed' ? null : (
              <PanelLines empty={view === 'empty'} />
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

const noIds = (): number[] => []
const selectIds = (s: CartPanelSnapshot) => s.context.lineIds
const selectPending = (s: CartPanelSnapshot) => s.context.pendingDelete
const noPending = () => null
const selectConfirming = (s: CartPanelSnapshot) => s.matches({ loggedIn: { panel: { open: 'confirmingDelete' } } })
const selectDeleting = (s: CartPanelSnapshot) => s.matches({ loggedIn: { panel: { open: 'deleting' } } })
const no = () => false

function PanelLines({ empty }: { empty: boolean }) {
  const { t } = useLingui()
  const ids = cartPanel.useSelect(selectIds, noIds)
  // read only: the machine decides when the lines are read (panel open, a change elsewhere)
  const { data } = useQuery({ ...cartListsQuery(), enabled: false })
  const lines = shownLines(data, ids)
  const totalFen = linesTotalFen(lines)
  const pending = cartPanel.useSelect(selectPending, noPending)
  const confirming = cartPanel.useSelect(selectConfirming, no)
  const deleting = cartPanel.useSelect(selectDeleting, no)
  const kinds = lines.length
  return (
    <>
      {empty ? (
        <div className={css.center}>
          <p>
            <Trans>购物车中还没有商品，赶紧选购吧！</Trans>
          </p>
          <Link to="/index" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Trans>去逛逛</Trans>
          </Link>
        </div>
      ) : (
        <>
          <p className={css.subhead}>
            <Trans>最新加入的商品</Trans>
          </p>
          <ul className={css.list} style={{ maxHeight: PANEL_VISIBLE_LINES * css.LINE_HEIGHT }} aria-label={t`购物车商品`} data-testid="cart-panel-lines">
            {lines.map((line) => (
              <li key={line.cart_id} className={css.line}>
                <Img src={line.sku_image} kind="goods" size="small" width={60} height={60} alt="" className={css.thumb} />
                <Link to="/sku-{$skuId}" params={{ skuId: String(line.sku_id) }} className={css.name}>
                  {line.sku_name}
                </Link>
                <div className={css.lineSide}>
                  <span>
                    <span className={css.times}>￥{formatFen(unitFen(line))}</span> × {line.num}
                  </span>
                  {isInvalidLine(line) && (
                    <span className={css.invalid}>
                      <Trans>已失效</Trans>
                    </span>
                  )}
                  <button
                    type="button"
                    className={css.linkButton}
                    disabled={deleting}
                    aria-label={t`删除 ${line.sku_name}`}
                    onClick={() => send({ type: 'line.delete', cartId: line.cart_id })}
                  >
                    <Trans>删除</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={css.foot}>
        {!empty && (
          <div className={css.summary}>
            <span>
              <Trans>共 {kinds} 种商品</Trans>
            </span>
            <span>
              <Trans>总金额</Trans> <b className={css.total} data-testid="cart-panel-total">￥{formatFen(totalFen)}</b>
            </span>
          </div>
        )}
        <button type="button" className={buttonClass({ block: true })} onClick={() => send({ type: 'panel.checkout' })}>
          <Trans>去购物车结算</Trans>
        </button>
      </div>
      <ConfirmDialog
        open={confirming || (deleting && pending !== null)}
        onOpenChange={(open) => !open && !deleting && send({ type: 'delete.cancel' })}
        message={<Trans>确定要删除该商品吗?</Trans>}
        busy={deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
      />
    </>
  )
}
