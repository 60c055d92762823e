import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { imageUrl } from '../../../lib/image.ts'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import * as css from './auth-form.css.ts'

/** the picture beside the login form (NS_PC_LOGIN); a plain brand panel when none is set */
export function LoginAdvert() {
  const { data } = useQuery(advDetailQuery('NS_PC_LOGIN'))
  const adv = data?.adv_list?.[0]
  return (
    <div className={css.advert} style={adv?.background ? { background: adv.background } : undefined}>
      {adv?.adv_image ? (
        <img src={imageUrl(adv.adv_image)} alt={adv.adv_title ?? ''} className={css.advertImage} width={640} height={460} />
      ) : (
        <p className={css.advertText}>
          <Trans>好货汇聚，放心购物</Trans>
        </p>
      )}
    </div>
  )
}
