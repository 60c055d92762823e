import { useQuery } from '@tanstack/react-query'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { SmartLink } from '../components/smart-link.tsx'
import * as css from './home.css.ts'

function MidAdvert({ keyword }: { keyword: string }) {
  const adv = useQuery(advDetailQuery(keyword))
  const first = adv.data?.adv_list[0]
  if (!first) return <div style={{ aspectRatio: '595 / 150' }} />
  return (
    <SmartLink link={first.adv_url} label={first.adv_title}>
      <Img src={first.adv_image} kind="goods" width={595} height={150} alt={first.adv_title} />
    </SmartLink>
  )
}

/** the two adverts under the banner */
export function MidAdverts() {
  return (
    <Container className={css.mid}>
      <MidAdvert keyword="NS_PC_INDEX_MID_LEFT" />
      <MidAdvert keyword="NS_PC_INDEX_MID_RIGHT" />
    </Container>
  )
}
