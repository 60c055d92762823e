import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Button } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { toast } from '../../../ui/toast.ts'
import { confirmVerify } from '../api/confirm-verify.ts'
import { verifyInfoQuery } from '../api/get-verify-info.ts'
import { verifyKey } from '../api/verify.ts'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import * as v from './verify.css.ts'

/** /member/verification_detail?code= (reference §6.7): the code's goods and facts; 确认使用 when unused */
export function VerificationDetailPage({ code }: { code: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: info } = useSuspenseQuery(verifyInfoQuery(code))
  const [asking, setAsking] = useState(false)
  const verify = useMutation({
    mutationFn: () => confirmVerify(code),
    onSuccess: () => {
      setAsking(false)
      toast.success(t`核销成功`)
      void queryClient.invalidateQueries({ queryKey: verifyKey })
      void queryClient.invalidateQueries({ queryKey: orderKey })
      void navigate({ to: '/member/verification_list', search: { type: info.verify_type ?? '', page: 1 } })
    },
    onError: (error) => {
      setAsking(false)
      toast.error(errorMessage(error, t))
    },
  })
  const used = info.is_verify === 1
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="verify-detail-title">
        <div className={css.steps}>
          <div className={css.statusBox}>
            <span className={css.muted}>{info.verify_type_name}</span>
            <h1 id="verify-detail-title" className={css.code}>
              {info.verify_code || code}
            </h1>
            {used ? (
              <span className={css.used}>
                <Trans>已核销</Trans>
              </span>
            ) : (
              <span className={css.unused}>
                <Trans>待核销</Trans>
              </span>
            )}
            {!used && (
              <div>
                <Button loading={verify.isPending} onClick={() => setAsking(true)}>
                  <Trans>确认使用</Trans>
                </Button>
              </div>
            )}
          </div>
          <dl className={css.facts}>
            <Fact label={<Trans>店铺</Trans>} value={info.site_name} />
            {info.remark_array.map((r) => (
              <FactRow key={r.title} title={r.title} value={r.value} />
            ))}
            {used && (
              <>
                <Fact label={<Trans>核销人</Trans>} value={info.verifier_name} />
                <Fact label={<Trans>核销时间</Trans>} value={formatDateTime(info.verify_time)} />
              </>
            )}
          </dl>
        </div>
      </section>
      <section className={css.block} aria-labelledby="verify-goods">
        <h2 id="verify-goods" className={css.subTitle}>
          <Trans>商品</Trans>
        </h2>
        <div className={v.items}>
          {info.item_array.map((item, i) => (
            <div key={i} className={v.item}>
              <Img src={item.img} kind="goods" size="small" width={60} height={60} alt="" />
              <span>{item.name}</span>
              <Price value={item.price} size="sm" />
              <span className={css.muted}>×{item.num}</span>
            </div>
          ))}
        </div>
      </section>
      <ConfirmDialog open={asking} onOpenChange={setAsking} busy={verify.isPending} message={<Trans>确定核销该码吗？核销后不能撤回。</Trans>} onConfirm={() => verify.mutate()} />
    </div>
  )
}

function FactRow({ title, value }: { title: string; value: string }) {
  return (
    <>
      <dt>{title}</dt>
      <dd>{value}</dd>
    </>
  )
}
