import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { MutationObserver, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { cartQtyMachine } from '../../../../machines/cart-qty/cart-qty.machine.ts'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { cartListsQuery, type CartLine } from '../api/get-cart-lists.ts'
import { deleteCartMutation } from '../api/delete-cart-lines.ts'
import { editCartMutation } from '../api/edit-cart-num.ts'
import { formatFen, toFen } from '../../../../domain/money.ts'
import { struckPrice } from '../../../lib/catalog-numbers.ts'
import { cartIdsParam, setOrderCreateData } from '../../../lib/order-create-data.ts'
import { Container } from '../../../ui/container.tsx'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { Img } from '../../../ui/img.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx'
import { buttonClass } from '../../../ui/button-class.ts'
import { toast } from '../../../ui/toast.ts'
import { cartFailure } from '../cart-notice.ts'
import { checkedIds, checkedTotals, checkState, clampReason, groupCart, lineBounds, pruneChecked, toggleAll, unitFen, type CheckState, type ClampReason } from '../cart-logic.ts'
import { QtyStepper } from './qty-stepper.tsx'
import * as css from './cart-page.css.ts'

// /cart (spec §2, §7; reference §2.5): lines grouped by shop, three-level checkboxes, quantities
// bounded by stock and min/max buy, delete after confirmation, invalid goods apart, the checked
// lines' total in fen; settle stores {cart_ids} as the normal create-order data and goes to /payment.

const selectDraft = (s: SnapshotFrom<typeof cartQtyMachine>) => s.context.draft

type Ask = { ids: number[]; what: 'one' | 'checked' | 'invalid' } | null

export interface CartPageProps {
  /** go to the order-confirm page (the create-order data is stored) */
  onSettle: () => void
}

export function CartPage({ onSettle }: CartPageProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const cart = useQuery(cartListsQuery())
  const lines = useMemo(() => cart.data ?? [], [cart.data])
  const { shops, invalid } = useMemo(() => groupCart(lines), [lines])
  const validIds = useMemo(() => shops.flatMap((s) => s.lines.map((l) => l.cart_id)), [shops])

  // all valid lines start checked; new lines (added elsewhere) come checked too
  const [checked, setChecked] = useState<Set<number>>(() => new Set())
  const seen = useRef<Set<number>>(new Set())
  useEffect(() => {
    if (!cart.data) return
    setChecked((prev) => {
      const next = pruneChecked(prev, lines)
      for (const id of validIds) if (!seen.current.has(id)) next.add(id)
      seen.current = new Set(lines.map((l) => l.cart_id))
      return next
    })
  }, [cart.data, lines, validIds])

  const remove = useMutation(deleteCartMutation(queryClient))
  const [ask, setAsk] = useState<Ask>(null)
  const confirmDelete = () => {
    if (!ask) return
    remove.mutate(ask.ids, {
      onSuccess: () => toast.success(t`删除成功`),
      onError: (error) => toast.error(cartFailure(error, t, t`删除失败`)),
      onSettled: () => setAsk(null),
    })
  }

  const totals = checkedTotals(lines, checked)
  const allState = checkState(validIds, checked)

  const settle = () => {
    const ids = checkedIds(lines, checked)
    if (ids.length === 0) return toast.warning(t`请选择要结算的商品`)
    setOrderCreateData('normal', { cart_ids: cartIdsParam(ids) })
    onSettle()
  }

  let body
  if (cart.isPending) body = <Loading />
  else if (cart.isError) body = <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />
  else if (lines.length === 0)
    body = (
      <EmptyState title={<Trans>购物车是空的</Trans>}>
        <Link to="/index" className={buttonClass({ size: 'sm' })}>
          <Trans>去逛逛</Trans>
        </Link>
      </EmptyState>
    )
  else
    body = (
      <>
        <TableHead allState={allState} disabled={validIds.length === 0} onToggleAll={(on) => setChecked(toggleAll(checked, validIds, on))} />
        {shops.map((shop) => {
          const ids = shop.lines.map((l) => l.cart_id)
          return (
            <section key={shop.siteId} className={css.shop} aria-label={shop.siteName}>
              <div className={css.shopHead}>
                <Checkbox checked={checkState(ids, checked)} onCheckedChange={(on) => setChecked(toggleAll(checked, ids, on))} aria-label={t`选择店铺 ${shop.siteName} 的全部商品`} />
                <Link to="/shop-{$siteId}" params={{ siteId: shop.siteId }} className={css.shopLink}>
                  {shop.siteName}
                </Link>
              </div>
              <ul className={css.lines}>
                {shop.lines.map((line) => (
                  <CartRow
                    key={line.cart_id}
                    line={line}
                    checked={checked.has(line.cart_id)}
                    onCheck={(on) => setChecked(toggleAll(checked, [line.cart_id], on))}
                    onDelete={() => setAsk({ ids: [line.cart_id], what: 'one' })}
                  />
                ))}
              </ul>
            </section>
          )
        })}
        {invalid.length > 0 && <InvalidLines invalid={invalid} onAsk={setAsk} />}
        <SettleBar
          allState={allState}
          selectable={validIds.length > 0}
          totals={totals}
          onToggleAll={(on) => setChecked(toggleAll(checked, validIds, on))}
          onDeleteChecked={() => setAsk({ ids: checkedIds(lines, checked), what: 'checked' })}
          onSettle={settle}
        />
      </>
    )

  return (
    <Container className={css.page}>
      <div className={css.heading}>
        <h1 className={css.title}>
          <Trans>购物车</Trans>
        </h1>
        {lines.length > 0 && (
          <span className={css.titleCount}>
            <Trans>共 {lines.length} 种商品</Trans>
          </span>
        )}
      </div>
      {body}
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(open) => !open && !remove.isPending && setAsk(null)}
        message={<AskMessage ask={ask} />}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Container>
  )
}

/** what the delete dialog asks */
function AskMessage({ ask }: { ask: Ask }) {
  if (ask?.what === 'invalid') return <Trans>确定要清空失效商品吗?</Trans>
  if (ask?.what === 'checked') return <Trans>确定要删除选中的 {ask.ids.length} 种商品吗?</Trans>
  return <Trans>确定要删除该商品吗?</Trans>
}

/** the column heads, with 全选 */
function TableHead({ allState, disabled, onToggleAll }: { allState: CheckState; disabled: boolean; onToggleAll: (on: boolean) => void }) {
  const { t } = useLingui()
  return (
    <div className={css.tableHead} role="presentation">
      <Checkbox checked={allState} disabled={disabled} onCheckedChange={onToggleAll} aria-label={t`全选`} />
      <span>
        <Trans>商品信息</Trans>
      </span>
      <span className={css.colCenter}>
        <Trans>单价</Trans>
      </span>
      <span className={css.colCenter}>
        <Trans>数量</Trans>
      </span>
      <span className={css.colCenter}>
        <Trans>小计</Trans>
      </span>
      <span className={css.colCenter}>
        <Trans>操作</Trans>
      </span>
    </div>
  )
}

/** the lines that cannot be bought (sold out, off the shelf): deleted one by one or all at once */
function InvalidLines({ invalid, onAsk }: { invalid: CartLine[]; onAsk: (ask: Ask) => void }) {
  const { t } = useLingui()
  return (
    <section className={css.invalidBox} aria-label={t`失效商品`}>
      <div className={css.shopHead}>
        <b>
          <Trans>失效商品 {invalid.length} 件</Trans>
        </b>
        <span className={css.barSpacer} />
        <button type="button" className={css.linkButton} onClick={() => onAsk({ ids: invalid.map((l) => l.cart_id), what: 'invalid' })}>
          <Trans>清空失效商品</Trans>
        </button>
      </div>
      <ul className={css.lines}>
        {invalid.map((line) => (
          <li key={line.cart_id} className={`${css.line} ${css.invalidLine}`}>
            <span className={css.invalidTag}>
              <Trans>失效</Trans>
            </span>
            <GoodsCell line={line} />
            <span className={css.unitPrice}>￥{formatFen(unitFen(line))}</span>
            <span className={css.colCenter}>{line.stock <= 0 && line.goods_state === 1 ? <Trans>已售罄</Trans> : <Trans>已下架</Trans>}</span>
            <span />
            <span className={css.ops}>
              <button type="button" className={css.linkButton} onClick={() => onAsk({ ids: [line.cart_id], what: 'one' })}>
                <Trans>删除</Trans>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  
  )
}

/** the bar under the lines: 全选, delete the checked, what is checked and its total, 结算 */
function SettleBar({ allState, selectable, totals, onToggleAll, onDeleteChecked, onSettle }: {
  allState: CheckState
  selectable: boolean
  totals: { lines: number; totalFen: number }
  onToggleAll: (on: boolean) => void
  onDeleteChecked: () => void
  onSettle: () => void
}) {
  const { t } = useLingui()
  return (
    <div className={css.bar}>
      <Checkbox checked={allState} disabled={!selectable} onCheckedChange={onToggleAll} label={t`全选`} />
      <button type="button" className={css.linkButton} disabled={totals.lines === 0} onClick={onDeleteChecked}>
        <Trans>删除选中的商品</Trans>
      </button>
      <span className={css.barSpacer} />
      <span className={css.barCount} data-testid="cart-checked-count">
        <Trans>
          已选商品<b className={css.barNum}>{totals.lines}</b>种
        </Trans>
      </span>
      <span className={css.barTotal}>
        <Trans>合计（不含运费）：</Trans>
        <b className={css.barMoney} data-testid="cart-total">
          ￥{formatFen(totals.totalFen)}
        </b>
      </span>
      <button type="button" className={css.settle} disabled={totals.lines === 0} onClick={onSettle}>
        <Trans>结算</Trans>
      </button>
    </div>
  )
}

function GoodsCell({ line }: { line: CartLine }) {
  const spec = specText(line)
  return (
    <div className={css.goods}>
      <Img src={line.sku_image} kind="goods" size="small" width={80} height={80} alt="" className={css.thumb} />
      <div className={css.goodsText}>
        <Link to="/sku-{$skuId}" params={{ skuId: String(line.sku_id) }} className={css.goodsName}>
          {line.sku_name}
        </Link>
        {spec && <span className={css.spec}>{spec}</span>}
      </div>
    </div>
  )
}

function specText(line: CartLine): string {
  let list = line.sku_spec_format
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list) as CartLine['sku_spec_format']
    } catch {
      return ''
    }
  }
  return Array.isArray(list) ? list.map((s) => `${s.spec_name}：${s.spec_value_name}`).join('  ') : ''
}

function CartRow({ line, checked, onCheck, onDelete }: { line: CartLine; checked: boolean; onCheck: (on: boolean) => void; onDelete: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const bounds = lineBounds(line)
  // the number being typed or stepped, saved after a pause (machines/cart-qty); null = the server's number.
  // The save is the cart edit mutation (its cache entry tells the cart panel `cart.changed`); it
  // settles once the cart query has refetched.
  const qty = useActorRef(
    cartQtyMachine.provide({
      actors: {
        saveQty: fromPromise<void, { num: number }>(async ({ input }) => {
          await new MutationObserver(queryClient, editCartMutation(queryClient)).mutate({ cart_id: line.cart_id, num: input.num })
        }),
      },
      actions: { reportFailure: (_, { error }) => void toast.error(cartFailure(error, t, t`修改数量失败`)) },
    }),
  )
  const draft = useSelector(qty, selectDraft)
  // the server's number from the query cache, not only from the line passed down: a save settles
  // right after its refresh landed in the cache and the machine drops the draft at once, while the
  // page's lines follow a notification batch later (TanStack notifies on a timer) — read from the
  // props alone, that render could show the older number between the typed one and the saved one
  const serverNum = queryClient.getQueryData(cartListsQuery().queryKey)?.find((l) => l.cart_id === line.cart_id)?.num ?? line.num
  const shown = draft ?? serverNum

  // a typed number the bounds changed: say why, until the next change
  const [clamped, setClamped] = useState<ClampReason | null>(null)
  const noteId = useId()
  const unit = unitFen(line)
  // 原价 (decision 015): the market price the goods page and every card cross out, when above what is charged
  const struck = struckPrice(line, formatFen(unit))
  const limitNote =
    clamped === 'stock' ? (
      <Trans>库存仅剩 {bounds.max} 件</Trans>
    ) : clamped === 'limit' ? (
      <Trans>已达限购，最多可买 {bounds.max} 件</Trans>
    ) : clamped === 'min' ? (
      <Trans>最少购买 {bounds.min} 件</Trans>
    ) : bounds.max < line.num ? (
      <Trans>最多可买 {bounds.max} 件</Trans>
    ) : line.stock <= 5 ? (
      <Trans>仅剩 {line.stock} 件</Trans>
    ) : bounds.min > 1 ? (
      <Trans>{bounds.min} 件起购</Trans>
    ) : null
  return (
    <li className={checked ? `${css.line} ${css.checkedLine}` : css.line} data-testid="cart-line">
      <Checkbox checked={checked} onCheckedChange={onCheck} aria-label={t`选择 ${line.sku_name}`} />
      <GoodsCell line={line} />
      <span className={css.unitPrice}>
        {struck && (
          <span className={css.struck} data-testid="cart-line-struck">
            ￥{formatFen(toFen(struck))}
          </span>
        )}
        ￥{formatFen(unit)}
      </span>
      <div className={css.qtyCell}>
        <QtyStepper
          value={shown}
          bounds={bounds}
          onChange={(n, typed) => {
            qty.send({ type: 'qty.change', num: n, serverNum })
            setClamped(typed === undefined ? null : clampReason(typed, line))
          }}
          label={t`${line.sku_name} 的数量`}
          describedBy={noteId}
        />
        {/* always there, so a screen reader hears the note that appears after typing */}
        <span id={noteId} className={css.note} role="status">
          {limitNote}
        </span>
      </div>
      <span className={css.subtotal} data-testid="cart-line-subtotal">
        ￥{formatFen(unit * shown)}
      </span>
      <span className={css.ops}>
        <button type="button" className={css.linkButton} onClick={onDelete} aria-label={t`删除 ${line.sku_name}`}>
          <Trans>删除</Trans>
        </button>
      </span>
    </li>
  )
}
