import { useState } from 'react'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { memberDetailQuery } from '../../../api/member/get-member-detail.ts'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { uploadImage } from '../../../api/upload/upload-image.ts'
import { imageUrl } from '../../../lib/image.ts'
import { Button } from '../../../ui/button.tsx'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { EmptyState } from '../../../ui/states.tsx'
import { toast } from '../../../ui/toast.ts'
import { addEvaluate } from '../api/add-evaluate.ts'
import { addEvaluateAgain } from '../api/add-evaluate-again.ts'
import { evaluateInfoQuery } from '../api/get-evaluate-info.ts'
import { type EvaluateLine } from '../api/evaluate.ts'
import * as css from '../order.css.ts'
import * as ev from './evaluate.css.ts'
import { Stars, StarsShown } from './stars.tsx'

/** reference §3.5 Review: at most this many pictures per line */
export const MAX_IMAGES = 6
const MAX_TEXT = 500

interface Draft {
  content: string
  images: string[]
  stars: number
}

/**
 * /evaluate?order_id= — the first review of each line (stars, text, pictures, anonymous, the shop's
 * three scores), or the follow-up review when the order was reviewed once (evaluate_status 1).
 */
export function EvaluatePage({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: info } = useSuspenseQuery(evaluateInfoQuery(orderId))
  const member = useQuery(memberDetailQuery())
  const again = info.evaluate_status === 1
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(info.list.map((l) => [l.order_goods_id, { content: '', images: [], stars: 5 }])),
  )
  const [anonymous, setAnonymous] = useState(false)
  const [shop, setShop] = useState({ desc: 5, service: 5, delivery: 5 })
  const [problem, setProblem] = useState('')
  const update = (id: number, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }))
  const submit = useMutation({
    mutationFn: () => {
      const reviews = info.list.map((l) => ({ order_goods_id: l.order_goods_id, content: drafts[l.order_goods_id]!.content.trim(), images: drafts[l.order_goods_id]!.images, scores: drafts[l.order_goods_id]!.stars }))
      if (again) return addEvaluateAgain({ orderId, lines: info.list, reviews })
      return addEvaluate({
        orderId,
        orderNo: info.order_no ?? '',
        lines: info.list,
        reviews,
        anonymous,
        shop,
        member: { name: member.data?.nickname || member.data?.username || '', headimg: member.data?.headimg ?? '' },
      })
    },
    onSuccess: () => {
      toast.success(again ? t`追评成功` : t`评价成功`)
      void queryClient.invalidateQueries({ queryKey: orderKey })
      void queryClient.invalidateQueries({ queryKey: ['goodsevaluate'] })
      void navigate({ to: '/member/order_list', search: { status: 'all', page: 1 } })
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  if (info.evaluate_status === 2 || info.list.length === 0) {
    return (
      <section className={css.block}>
        <EmptyState title={<Trans>该订单已评价完成</Trans>}>
          <Link to="/member/order_list" search={{ status: 'all', page: 1 }} className={css.link}>
            <Trans>返回订单列表</Trans>
          </Link>
        </EmptyState>
      </section>
    )
  }
  const onSubmit = () => {
    const blank = info.list.find((l) => drafts[l.order_goods_id]!.content.trim() === '')
    if (blank) {
      setProblem(again ? t`请填写追评内容` : t`请填写评价内容`)
      return
    }
    setProblem('')
    submit.mutate()
  }
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="evaluate-title">
        <div className={css.blockHead}>
          <h1 id="evaluate-title" className={css.title}>
            {again ? <Trans>追加评价</Trans> : <Trans>订单评价</Trans>}
          </h1>
          {info.order_no && (
            <span className={css.muted}>
              <Trans>订单号：{info.order_no}</Trans>
            </span>
          )}
        </div>
        {info.list.map((line) => (
          <LineReview key={line.order_goods_id} line={line} draft={drafts[line.order_goods_id]!} again={again} onChange={(patch) => update(line.order_goods_id, patch)} />
        ))}
        {!again && (
          <div className={ev.line}>
            <h2 className={css.subTitle}>
              <Trans>店铺评分</Trans>
            </h2>
            <div className={ev.shopScores}>
              <span>
                <Trans>描述相符</Trans>
              </span>
              <Stars value={shop.desc} onChange={(desc) => setShop((s) => ({ ...s, desc }))} label={t`描述相符`} />
              <span>
                <Trans>服务态度</Trans>
              </span>
              <Stars value={shop.service} onChange={(service) => setShop((s) => ({ ...s, service }))} label={t`服务态度`} />
              <span>
                <Trans>配送服务</Trans>
              </span>
              <Stars value={shop.delivery} onChange={(delivery) => setShop((s) => ({ ...s, delivery }))} label={t`配送服务`} />
            </div>
          </div>
        )}
        <div className={ev.submit}>
          {problem && (
            <span className={css.problem} role="alert">
              {problem}
            </span>
          )}
          {!again && <Checkbox checked={anonymous} onCheckedChange={setAnonymous} label={t`匿名评价`} />}
          <Button loading={submit.isPending} onClick={onSubmit}>
            {again ? <Trans>提交追评</Trans> : <Trans>提交评价</Trans>}
          </Button>
        </div>
      </section>
    </div>
  )
}

function LineReview({ line, draft, again, onChange }: { line: EvaluateLine; draft: Draft; again: boolean; onChange: (patch: Partial<Draft>) => void }) {
  const { t } = useLingui()
  const [uploading, setUploading] = useState(false)
  const inputId = `evaluate-images-${line.order_goods_id}`
  const textId = `evaluate-text-${line.order_goods_id}`
  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return
    setUploading(true)
    try {
      const room = MAX_IMAGES - draft.images.length
      const added: string[] = []
      for (const file of [...files].slice(0, room)) added.push(await uploadImage('/api/upload/evaluateimg', file))
      onChange({ images: [...draft.images, ...added] })
    } catch (error) {
      toast.error(errorMessage(error, t))
    } finally {
      setUploading(false)
    }
  }
  return (
    <div className={ev.line}>
      <div className={ev.goods}>
        <Img src={line.sku_image} kind="goods" size="mid" width={120} height={120} alt="" />
        <span>{line.sku_name}</span>
        <Price value={line.price} size="sm" />
      </div>
      <div className={ev.fields}>
        {again && line.evaluate?.content ? (
          <p className={ev.first}>
            {line.evaluate.scores ? <StarsShown value={line.evaluate.scores} /> : null}
            <Trans>初次评价：{line.evaluate.content}</Trans>
          </p>
        ) : null}
        {!again && (
          <div className={ev.row}>
            <span>
              <Trans>商品评分</Trans>
            </span>
            <Stars value={draft.stars} onChange={(stars) => onChange({ stars })} label={t`${line.sku_name} 的评分`} />
          </div>
        )}
        <label htmlFor={textId} className={css.muted}>
          {again ? <Trans>追评内容</Trans> : <Trans>评价内容</Trans>}
        </label>
        <textarea
          id={textId}
          className={css.textarea}
          maxLength={MAX_TEXT}
          value={draft.content}
          placeholder={again ? t`使用一段时间后，商品怎么样？` : t`说说商品的优点和不足吧`}
          onChange={(e) => onChange({ content: e.target.value })}
        />
        <div className={ev.images}>
          {draft.images.map((path, i) => (
            <div key={path} className={ev.thumb}>
              <img src={imageUrl(path)} alt={t`第 ${i + 1} 张图片`} className={ev.thumbImg} width={72} height={72} />
              <button type="button" className={ev.remove} aria-label={t`删除第 ${i + 1} 张图片`} onClick={() => onChange({ images: draft.images.filter((p) => p !== path) })}>
                ×
              </button>
            </div>
          ))}
          {draft.images.length < MAX_IMAGES && (
            <label className={ev.add} htmlFor={inputId}>
              {uploading ? <Trans>上传中…</Trans> : <Trans>添加图片</Trans>}
              <input
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                multiple
                className={ev.fileInput}
                disabled={uploading}
                onChange={(e) => {
                  void onFiles(e.target.files)
                  e.target.value = ''
                }}
              />
            </label>
          )}
          <span className={css.subtle}>
            <Trans>最多 {MAX_IMAGES} 张</Trans>
          </span>
        </div>
      </div>
    </div>
  )
}
