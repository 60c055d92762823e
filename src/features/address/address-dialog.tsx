import { Trans } from '@lingui/react/macro'
import type { MemberAddress } from '../../api/address/get-address-page.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { AddressForm } from './address-form.tsx'

export interface AddressDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the address to edit; none = add one */
  address?: MemberAddress
  /** the member has no address yet: the new one becomes the default */
  first?: boolean
  onSaved: (id: number) => void
}

/** the address form in a dialog (the order-confirm page adds or edits an address without leaving) */
export function AddressDialog({ open, onOpenChange, address, first, onSaved }: AddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} width={640} title={address ? <Trans>编辑收货地址</Trans> : <Trans>新增收货地址</Trans>}>
      {open && <AddressForm key={address?.id ?? 'new'} address={address} forceDefault={first} onCancel={() => onOpenChange(false)} onSaved={onSaved} />}
    </Dialog>
  )
}
