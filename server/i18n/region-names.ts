import { pinyin } from 'pinyin-pro'

// The English of China's region names (addresses, the region picker, the city list): the ground floor's,
// as localize.ts writes addresses in English and the site module lists regions.

/** names whose English is not their pinyin */
const REGION_EN: Record<string, string> = {
  内蒙古: 'Inner Mongolia', 西藏: 'Tibet', 香港: 'Hong Kong', 澳门: 'Macao', 台湾: 'Taiwan', 陕西: 'Shaanxi',
  省直辖县级行政区划: 'County-level divisions', 自治区直辖县级行政区划: 'County-level divisions', 市辖区: 'City districts',
}
/** the administrative word at the end of a name and its English (empty: dropped, as in "Guangdong") */
const REGION_SUFFIX: Array<[string, string]> = [
  ['特别行政区', ' SAR'], ['维吾尔自治区', ''], ['壮族自治区', ''], ['回族自治区', ''], ['自治区', ''], ['自治州', ' Prefecture'],
  ['自治县', ' County'], ['地区', ' Prefecture'], ['林区', ' Forest District'], ['新区', ' New Area'], ['省', ''], ['市', ''],
  ['区', ' District'], ['县', ' County'], ['旗', ' Banner'], ['盟', ' League'],
]
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)
/** a region's English name, as addresses in China are written in English: pinyin + the administrative word */
export function regionNameEn(name: string): string {
  if (!name || !/[\u4e00-\u9fff]/.test(name)) return name
  if (REGION_EN[name]) return REGION_EN[name]
  for (const [zh, en] of REGION_SUFFIX) {
    if (name.length > zh.length && name.endsWith(zh)) {
      const stem = name.slice(0, -zh.length)
      return `${REGION_EN[stem] ?? capital(pinyin(stem, { toneType: 'none', nonZh: 'consecutive' }).replace(/\s+/g, ''))}${en}`
    }
  }
  return REGION_EN[name] ?? capital(pinyin(name, { toneType: 'none', nonZh: 'consecutive' }).replace(/\s+/g, ''))
}
