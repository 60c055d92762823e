import { useState, type ComponentType } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { addressListQuery, type MemberAddress } from '../../../api/address/get-address-page.ts'
import { setDefaultAddressMutation } from '../../../api/address/set-default-address.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorState, Skeleton } from '../../../ui/states.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { orderCreateKey } from '../api/order-payment.ts'
import * as css from '../checkout.css.ts'

/** what the route gives the page to add or edit an address in a dialog (the address feature's) */
export type AddressDialogComponent = ComponentType<{
  open: boolean
  onOpenChange: (open: boolean) => void
  address?: MemberAddress
  first?: boolean
  onSaved: (id: number) => void
}>

/**
 * The ship-to address (reference §3.3): the server ships to the member's default address, so choosing
 * another makes it the default (`setdefault`) and the order is calculated again.
 */
export function AddressSection({ current, AddressDialog }: { current: MemberAddress | null; AddressDialog: AddressDialogComponent }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const list = useQuery(addressListQuery())
  const choose = useMutation(setDefaultAddressMutation(queryClient))
  const [dialog, setDialog] = useState<{ address?: MemberAddress } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderCreateKey })
  const pick = (a: MemberAddress) => {
    if (a.id === current?.id) return
    choose.mutate(a.id, { onSuccess: () => void refresh(), onError: (error) => toast.error(errorMessage(error, t)) })
  }
  return (
    <section className={css.block} aria-labelledby="ship-to-title">
      <div className={css.blockHead}>
        <h2 id="ship-to-title" className={css.blockTitle}>
          <Trans>收货地址</Trans>
        </h2>
        <Button variant="link" size="sm" onClick={() => setDialog({})}>
          <Trans>+ 新增收货地址</Trans>
        </Button>
      </div>
      {list.isPending ? (
        <Skeleton height={112} />
      ) : list.isError ? (
        <ErrorState compact error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={css.addresses} role="radiogroup" aria-label={t`选择收货地址`}>
          {list.data.map((a) => {
            const chosen = a.id === current?.id
            return (
              <div key={a.id} className={chosen ? `${css.address} ${css.addressChosen}` : css.address} data-testid="ship-address">
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  disabled={choose.isPending}
                  onClick={() => pick(a)}
                  className={css.addressPick}
                  aria-label={t`寄送至 ${a.name} ${a.full_address} ${a.address}`}
                >
                  <span className={css.addressName}>
                    {a.name} <span className={css.muted}>{a.mobile}</span>
                    {a.is_default === 1 && (
                      <span className={css.tag}>
                        <Trans>默认</Trans>
                      </span>
                    )}
                  </span>
                  <span className={css.muted}>{a.full_address.replaceAll('-', ' ')}</span>
                  <span className={css.muted}>{a.address}</span>
                </button>
                <Button variant="link" size="sm" className={css.addressEdit} onClick={() => setDialog({ address: a })} aria-label={t`编辑 ${a.name} 的地址`}>
                  <Trans>编辑</Trans>
                </Button>
              </div>
            )
          })}
          {list.data.length === 0 && (
            <button type="button" className={`${css.address} ${css.addressAdd}`} onClick={() => setDialog({})}>
              <Trans>您还没有收货地址，点击添加</Trans>
            </button>
          )}
        </div>
      )}
      <AddressDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        address={dialog?.address}
        first={list.data?.length === 0}
        onSaved={(id) => {
          setDialog(null)
          // a new address is where this order goes
          if (!dialog?.address && id && id !== current?.id) choose.mutate(id, { onSettled: () => void refresh() })
          else void refresh()
        }}
      />
    </section>
  )
}
