import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { addressListQuery, type MemberAddress } from '../../api/address/get-address-page.ts'
import { deleteAddressMutation } from './api/delete-address.ts'
import { setDefaultAddressMutation } from '../../api/address/set-default-address.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/states.tsx'
import { errorMessage } from '../../ui/error-message.ts'
import { toast } from '../../ui/toast.ts'
import { shopLang } from '../../lib/shop-lang.ts'
import * as css from './address-form.css.ts'

/** the server keeps at most this many addresses per member */
export const MAX_ADDRESSES = 20

/** /member/delivery_address (reference §6.3): the member's addresses; the default one cannot be deleted */
export function AddressBook() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: list } = useSuspenseQuery(addressListQuery())
  const setDefault = useMutation(setDefaultAddressMutation(queryClient))
  const remove = useMutation(deleteAddressMutation(queryClient))
  const [deleting, setDeleting] = useState<MemberAddress | null>(null)
  const full = list.length >= MAX_ADDRESSES
  return (
    <section className={css.panel} aria-labelledby="address-book-title">
      <div className={css.toolbar}>
        <h1 id="address-book-title" className={css.pageTitle}>
          <Trans>收货地址</Trans>
        </h1>
        <span className={css.note}>
          <Trans>
            已保存 {list.length} 个地址，最多 {MAX_ADDRESSES} 个
          </Trans>
        </span>
        {full ? (
          <Button variant="primary" size="sm" disabled>
            <Trans>新增收货地址</Trans>
          </Button>
        ) : (
          <Link to="/member/address_edit" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            <Trans>新增收货地址</Trans>
          </Link>
        )}
      </div>
      {list.length === 0 ? (
        <EmptyState title={<Trans>您还没有收货地址</Trans>} />
      ) : (
        <ul className={css.cards} aria-label={t`收货地址列表`}>
          {list.map((a) => (
            <li key={a.id} className={a.is_default ? `${css.card} ${css.cardDefault}` : css.card} data-testid="address-card">
              <div className={css.cardHead}>
                <strong lang={shopLang(a.name)}>{a.name}</strong>
                <span>{a.mobile}</span>
                {a.is_default === 1 && (
                  <span className={css.tag}>
                    <Trans>默认</Trans>
                  </span>
                )}
              </div>
              <span className={css.muted}>{a.full_address.replaceAll('-', ' ')}</span>
              <span className={css.muted} lang={shopLang(a.address)}>
                {a.address}
              </span>
              {a.telephone && <span className={css.muted}>{a.telephone}</span>}
              <div className={css.cardActions}>
                {a.is_default !== 1 && (
                  <Button
                    variant="link"
                    size="sm"
                    disabled={setDefault.isPending}
                    onClick={() =>
                      setDefault.mutate(a.id, {
                        onSuccess: () => toast.success(t`已设为默认地址`),
                        onError: (error) => toast.error(errorMessage(error, t)),
                      })
                    }
                  >
                    <Trans>设为默认</Trans>
                  </Button>
                )}
                <Link to="/member/address_edit" search={{ id: a.id }} className={buttonClass({ variant: 'link', size: 'sm' })} aria-label={t`编辑 ${a.name} 的地址`}>
                  <Trans>编辑</Trans>
                </Link>
                {a.is_default !== 1 && (
                  <Button variant="link" size="sm" onClick={() => setDeleting(a)} aria-label={t`删除 ${a.name} 的地址`}>
                    <Trans>删除</Trans>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={<Trans>确定要删除该地址吗？</Trans>}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t`删除成功`)
              setDeleting(null)
            },
            onError: (error) => {
              toast.error(errorMessage(error, t))
              setDeleting(null)
            },
          })
        }}
      />
    </section>
  )
}
