import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** reference §8.4: the hot cities of the switcher, by city code; 0 = nationwide */
export const HOT_CITIES: ReadonlyArray<{ id: number; title: string; label: MessageDescriptor }> = [
  { id: 0, title: '全国', label: msg`全国` },
  { id: 110100, title: '北京', label: msg`北京` },
  { id: 310100, title: '上海', label: msg`上海` },
  { id: 440100, title: '广州', label: msg`广州` },
  { id: 440300, title: '深圳', label: msg`深圳` },
  { id: 120100, title: '天津', label: msg`天津` },
  { id: 610100, title: '西安', label: msg`西安` },
  { id: 500100, title: '重庆', label: msg`重庆` },
  { id: 330100, title: '杭州', label: msg`杭州` },
  { id: 320100, title: '南京', label: msg`南京` },
  { id: 420100, title: '武汉', label: msg`武汉` },
  { id: 510100, title: '成都', label: msg`成都` },
  { id: 140100, title: '太原', label: msg`太原` },
]
