import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { Price } from '../../../ui/price.tsx'
import * as css from '../checkout.css.ts'

export interface WechatQrDialogProps {
  /** the QR image and the gateway page it encodes; null: closed */
  qr: { image: string; url: string } | null
  payMoney: string
  onClose: () => void
  /** 我已完成支付: read the status now */
  onCheck: () => void
}

/** wechatpay's hand-off: the QR code to scan, and the same payment page to open on this machine */
export function WechatQrDialog({ qr, payMoney, onClose, onCheck }: WechatQrDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog open={qr !== null} onOpenChange={(open) => !open && onClose()} width={400} title={<Trans>请用微信扫码支付</Trans>}>
      {qr && (
        <div className={css.qr}>
          <img src={qr.image} width={240} height={240} alt={t`微信支付二维码`} data-testid="pay-qrcode" />
          <span className={css.amount}>
            <Trans>应付金额</Trans> <Price value={payMoney} size="lg" />
          </span>
          <span>
            <Trans>扫码后在手机上确认支付，本页会自动跳转。</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={onCheck}>
            <Trans>我已完成支付</Trans>
          </Button>
          <a href={qr.url} className={css.link}>
            <Trans>无法扫码？在本机打开支付页面</Trans>
          </a>
        </div>
      )}
    </Dialog>
  )
}
