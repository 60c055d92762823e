// What each kind of goods (a level-3 category) is sold with: its spec dimensions and values, the
// attributes that mean something for it, the brands that make it, the words of its names, and its
// picture. Issue 13 item 15: earphones came in "12GB+256GB" with screen sizes, Apple made
// walkie-talkies, every appliance showed a fridge.
//
// The seed still draws with the level-1 category's lists (catalog-data.ts) so every id — goods,
// SKUs per goods, shops, categories — stays what it was; a kind only renames what was drawn:
//   specs     one list per level-1 dimension, in the same order, at least as many values: the
//             value a goods drew at index i becomes this list's value i;
//   attrs     the attributes that fit, by name: a level-1 attribute (null = all its values, or the
//             values that fit: the drawn index wraps into them) or a new one (its values; drawn
//             from the goods' own generator). Level-1 attributes not named are left out.
//   series / features   the words drawn at index i become word i (wrapping);
//   brands    the brands that make it: a goods whose drawn brand is not one of them gets one of these;
//   picture   the illustration of its generated pictures (server/modules/images/svg.ts).

export interface Kind {
  specs?: Array<{ name: string; values: string[] }>
  attrs?: Record<string, string[] | null>
  series?: string[]
  features?: string[]
  brands?: string[]
  /** English words shoppers type for it (search) */
  english?: string[]
  /** search words in place of the level-2 category's name (对讲机 is not found as 手机) */
  keywords?: string[]
  picture: string
}

/** brands added for kinds the first 47 do not make (ids continue after them) */
export const MORE_BRANDS: Array<{ name: string; initial: string; l1: number[]; desc: string }> = [
  { name: '摩托罗拉', initial: 'M', l1: [0], desc: 'Motorola 专业对讲' },
  { name: '宝锋', initial: 'B', l1: [0], desc: '对讲机专家' },
  { name: '佳能', initial: 'J', l1: [0, 1], desc: 'Canon 感动常在' },
  { name: '索尼', initial: 'S', l1: [0, 2], desc: 'SONY 影像与声音' },
  { name: '尼康', initial: 'N', l1: [0], desc: 'Nikon 光学专家' },
  { name: '大疆', initial: 'D', l1: [0], desc: 'DJI 影像与飞行' },
  { name: '漫步者', initial: 'M', l1: [0], desc: 'EDIFIER 声学' },
  { name: 'PICO', initial: 'P', l1: [0], desc: 'VR 一体机' },
  { name: '西部数据', initial: 'X', l1: [1], desc: 'WD 存储' },
  { name: '爱普生', initial: 'A', l1: [1], desc: 'EPSON 打印与投影' },
  { name: '极米', initial: 'J', l1: [1], desc: 'XGIMI 投影' },
  { name: '晨光', initial: 'C', l1: [1], desc: 'M&G 文具' },
  { name: '海信', initial: 'H', l1: [2], desc: 'Hisense 电视与家电' },
  { name: '九阳', initial: 'J', l1: [2], desc: '厨房小家电' },
  { name: '科沃斯', initial: 'K', l1: [2], desc: '扫地机器人' },
  { name: '飞利浦', initial: 'F', l1: [2], desc: 'PHILIPS 个护' },
  { name: '百果园', initial: 'B', l1: [5], desc: '好吃的水果' },
  { name: '獐子岛', initial: 'Z', l1: [5], desc: '海鲜' },
  { name: '张裕', initial: 'Z', l1: [5], desc: '葡萄酒' },
  { name: '雀巢', initial: 'Q', l1: [5], desc: 'Nestlé 咖啡' },
  { name: '舒华', initial: 'S', l1: [8], desc: '健身器材' },
  { name: '捷安特', initial: 'J', l1: [8], desc: 'GIANT 自行车' },
  { name: '卡西欧', initial: 'K', l1: [9], desc: 'CASIO 电子琴' },
]

// ---- shared lists
const PHONE_BRANDS = ['华为', 'Apple', '小米', 'OPPO', 'vivo', '荣耀']
const PHONE_COLOURS = { name: '颜色', values: ['曜石黑', '冰川白', '远峰蓝', '晨曦金'] }
const BLACK_WHITE = { name: '颜色', values: ['黑色', '白色', '银色', '深空灰'] }
const EDITIONS = (name: string, values: string[]) => ({ name, values })
const APPLIANCE_COLOURS = { name: '颜色', values: ['白色', '灰色', '香槟金'] }
const CLOTHES_SIZES = { name: '尺码', values: ['S', 'M', 'L', 'XL', 'XXL'] }
const SPORT_COLOURS = { name: '颜色', values: ['黑色', '荧光绿', '深灰', '宝蓝'] }

const phone = (picture: string, over: Partial<Kind> = {}): Kind => ({ brands: PHONE_BRANDS, picture, ...over })

/**
 * The measure word a kind is counted in, where the level-1 category's (catalog-data.ts: 台, 件, 本)
 * does not fit: earphones come in pairs (副), pens one by one (支), guitars by the 把.
 */
export const UNITS: Record<string, string> = {
  镜头: '个', 智能手表: '块', 智能手环: '条', 蓝牙耳机: '副', 麦克风: '个',
  键盘: '个', 鼠标: '个', 移动硬盘: '个', 墨盒: '个', 打印纸: '包', 签字笔: '支',
  电动牙刷: '支', 吹风机: '个', 剃须刀: '个',
  运动鞋: '双', 皮鞋: '双', 帆布鞋: '双', 靴子: '双', 双肩包: '个', 行李箱: '个', 钱包: '个',
  口红: '支', 面膜: '盒',
  纸尿裤: '包', 拉拉裤: '包', 湿巾: '包', 童鞋: '双',
  四件套: '套', 枕头: '个', 毛巾: '条', 床: '张', 书桌: '张', 炒锅: '口', 刀具: '套', 保温杯: '个',
  吸顶灯: '盏', 台灯: '盏', 落地灯: '盏',
  跑步鞋: '双', 跑步机: '台', 哑铃: '副', 瑜伽垫: '张', 动感单车: '台', 帐篷: '顶', 登山包: '个', 睡袋: '个',
  自行车: '辆', 头盔: '个',
  吉他: '把', 电子琴: '台', 尤克里里: '把',
}

/**
 * What a kind of goods costs, in yuan (`[min, max]`, 2026 Chinese online retail): each goods' base
 * price is drawn in its kind's range instead of its level-2 category's (catalog-data.ts), which
 * made a drone cost ¥209 and a fitness band ¥5,389. The draw takes one number whatever the range,
 * so every id stays what it was. Prices lean to the low end of a range (most goods sell there).
 * The four kinds starting at ¥9 each had one goods under ¥10, which flash sales, group buys,
 * bundles and topics pass over (promotions.ts): starting there keeps those goods — and so every
 * promotion's goods — what they were (their other goods start above ¥10).
 */
export const PRICES: Record<string, [number, number]> = {
  // 手机数码
  手机: [999, 9999], 游戏手机: [1999, 6999], 老人机: [99, 599], 对讲机: [99, 899],
  数码相机: [699, 7999], 微单相机: [3499, 24999], 运动相机: [899, 3999], 镜头: [899, 14999],
  智能手表: [499, 6499], 智能手环: [149, 599], VR眼镜: [1499, 4999], 无人机: [2499, 12999],
  蓝牙耳机: [99, 1999], 音箱: [99, 2999], 麦克风: [99, 1999],
  // 电脑办公
  笔记本: [2999, 14999], 游戏本: [5499, 19999], 台式机: [2499, 15999], 平板电脑: [999, 9999],
  显示器: [499, 4999], 键盘: [59, 999], 鼠标: [39, 799], 移动硬盘: [299, 1999],
  打印机: [599, 3999], 投影仪: [799, 7999], 碎纸机: [199, 1999],
  墨盒: [9, 199], 打印纸: [9, 129], 签字笔: [9, 49],
  // 家用电器
  空调: [1999, 9999], 冰箱: [1299, 12999], 洗衣机: [999, 8999], 平板电视: [1299, 12999],
  电饭煲: [129, 1299], 空气炸锅: [149, 799], 破壁机: [199, 1999], 微波炉: [299, 1999],
  扫地机器人: [999, 5999], 吸尘器: [199, 4999], 电风扇: [99, 999], 净化器: [599, 3999],
  电动牙刷: [99, 999], 吹风机: [99, 2999], 剃须刀: [99, 1999],
  // 服饰鞋包
  连衣裙: [99, 899], T恤: [39, 299], 针织衫: [99, 699], 羽绒服: [399, 2999],
  衬衫: [79, 599], 夹克: [199, 1299], 休闲裤: [79, 599], 卫衣: [99, 599],
  运动鞋: [199, 1299], 皮鞋: [199, 1299], 帆布鞋: [59, 599], 靴子: [199, 1599],
  双肩包: [99, 1299], 行李箱: [199, 3999], 钱包: [59, 1299],
  // 美妆个护
  面霜: [79, 1999], 精华: [99, 1599], 面膜: [29, 399], 洁面: [29, 399],
  口红: [59, 499], 粉底: [99, 699], 香水: [149, 1599], 眼影: [59, 699],
  洗发水: [19, 129], 护发素: [19, 129], 染发剂: [29, 199],
  沐浴露: [19, 129], 身体乳: [29, 299], 护手霜: [15, 199],
  // 食品生鲜
  坚果: [19, 199], 饼干: [12, 99], 糖果: [12, 129], 肉干: [19, 159],
  苹果: [29, 199], 车厘子: [59, 699], 海鲜: [59, 999], 牛排: [59, 499],
  大米: [9, 149], 食用油: [29, 199], 酱油: [11, 59],
  白酒: [59, 2999], 红酒: [59, 1599], 茶叶: [49, 1999], 咖啡: [29, 299],
  // 母婴玩具
  婴幼儿奶粉: [159, 599], 米粉: [39, 199], 营养品: [59, 499],
  纸尿裤: [49, 299], 拉拉裤: [49, 299], 湿巾: [15, 129],
  套装: [59, 399], 童鞋: [79, 499], 外套: [99, 599],
  积木: [39, 1999], 遥控车: [59, 999], 毛绒玩具: [29, 399], 益智玩具: [39, 399],
  // 家居家装
  四件套: [99, 1999], 被子: [99, 1999], 枕头: [39, 599], 毛巾: [15, 129],
  沙发: [1299, 8999], 床: [999, 7999], 书桌: [299, 2999], 衣柜: [799, 5999],
  炒锅: [99, 999], 刀具: [59, 999], 保温杯: [49, 399],
  吸顶灯: [99, 1999], 台灯: [79, 999], 落地灯: [99, 1299],
  // 运动户外
  跑步鞋: [199, 1499], 运动T恤: [59, 399], 运动裤: [79, 599],
  跑步机: [1499, 8999], 哑铃: [49, 999], 瑜伽垫: [29, 399], 动感单车: [799, 4999],
  帐篷: [199, 2999], 冲锋衣: [299, 2999], 登山包: [149, 1599], 睡袋: [99, 999],
  自行车: [799, 9999], 头盔: [99, 999], 骑行服: [99, 899],
  // 图书文娱
  小说: [19, 159], 散文随笔: [19, 99], 诗歌: [19, 99],
  绘本: [19, 199], 科普百科: [29, 299], 儿童文学: [15, 199],
  中小学教辅: [15, 99], 外语学习: [19, 129], 考研: [29, 199],
  吉他: [399, 4999], 电子琴: [399, 2999], 尤克里里: [129, 1299],
}

export const KINDS: Record<string, Kind> = {
  // ---- 手机数码
  手机: phone('phone', { attrs: { 网络制式: ['5G全网通', '4G全网通'], 屏幕尺寸: ['6.1英寸', '6.7英寸', '6.8英寸以上'], 充电功率: null }, english: ['phone', '5G', 'smartphone'] }),
  游戏手机: phone('phone', {
    attrs: { 网络制式: ['5G全网通'], 屏幕尺寸: ['6.7英寸', '6.8英寸以上'], 充电功率: ['67W', '100W及以上'] },
    series: ['电竞版', 'Pro', 'Ultra', 'GT', 'GT Neo', 'Turbo', 'Neo', 'Ace'],
    features: ['电竞级散热', '高刷屏', '旗舰芯片', '长续航', '肩键操控', '官方标配'],
    brands: ['小米', 'OPPO', 'vivo', '荣耀'],
    english: ['gaming phone', 'phone'],
  }),
  老人机: phone('phone', {
    specs: [PHONE_COLOURS, EDITIONS('版本', ['标准版', '大字大声版', '4G全网通版', '双卡双待版'])],
    attrs: { 网络制式: ['4G全网通'] },
    series: ['长辈', '福音', 'K1', '守护', '安心', '大字', 'S9', '关爱'],
    features: ['大字大声', '一键呼救', '超长待机', '语音报号', '亲情号码', '官方标配'],
    english: ['senior phone', 'phone'],
  }),
  对讲机: {
    specs: [BLACK_WHITE, EDITIONS('功率', ['3W', '5W', '8W', '10W'])],
    attrs: { 通话距离: ['1-3公里', '3-5公里', '5公里以上'] },
    series: ['T62', 'GP328', 'UV-5R', 'BF-888S', 'T82', 'XiR', 'UV-82', 'Q5'],
    features: ['超远距离', '长续航', '民用免执照', '防水防尘', '一键对频', '专业级'],
    brands: ['摩托罗拉', '宝锋'],
    english: ['walkie-talkie', 'radio'],
    keywords: ['对讲', '通讯设备'],
    picture: 'radio',
  },
  数码相机: {
    specs: [BLACK_WHITE, EDITIONS('套装', ['单机身', '标准套机', '长焦套机', 'Vlog套装'])],
    attrs: { 有效像素: ['2400万', '3300万', '4500万', '6100万'] },
    series: ['Mark II', 'Mark III', 'S1', 'X100', 'Mini', 'Pro', 'Lite', 'Vlog'],
    features: ['高清影像', '4K视频', '便携卡片机', '旅行必备', '官方标配', '光学防抖'],
    brands: ['佳能', '索尼', '尼康'],
    english: ['camera', 'digital camera'],
    picture: 'camera',
  },
  微单相机: {
    specs: [BLACK_WHITE, EDITIONS('套装', ['单机身', '标准套机', '长焦套机', '双镜头套机'])],
    attrs: { 有效像素: ['2400万', '3300万', '4500万', '6100万'] },
    series: ['Mark II', 'S5', 'R7', 'Z8', 'Pro', 'Lite', 'Vlog', 'Mini'],
    features: ['全画幅', '4K视频', '眼部对焦', '轻巧机身', '官方标配', '五轴防抖'],
    brands: ['佳能', '索尼', '尼康'],
    english: ['camera', 'mirrorless'],
    picture: 'camera',
  },
  运动相机: {
    specs: [BLACK_WHITE, EDITIONS('套装', ['标准版', '骑行套装', '潜水套装', '续航套装'])],
    attrs: { 防水深度: ['10米', '20米', '40米'] },
    series: ['Action 4', 'Osmo', 'Pocket 3', 'Action 5', 'Mini', 'Pro', 'Max', 'Go'],
    features: ['4K防抖', '裸机防水', '超广角', 'Vlog神器', '官方标配', '长续航'],
    brands: ['大疆', '索尼'],
    english: ['action camera', 'camera'],
    picture: 'camera',
  },
  镜头: {
    specs: [BLACK_WHITE, EDITIONS('卡口', ['索尼E口', '佳能RF口', '尼康Z口', '富士X口'])],
    attrs: { 焦段: ['广角', '标准', '长焦', '微距'] },
    series: ['24-70mm F2.8', '50mm F1.8', '70-200mm F4', '35mm F1.4', '16-35mm F4', '85mm F1.8', '100mm 微距', '24-105mm F4'],
    features: ['大光圈', '人像虚化', '恒定光圈', '轻便小巧', '官方标配', '防抖'],
    brands: ['佳能', '索尼', '尼康'],
    english: ['lens', 'camera'],
    picture: 'lens',
  },
  智能手表: phone('watch', {
    specs: [PHONE_COLOURS, EDITIONS('表盘尺寸', ['41mm', '42mm', '45mm', '46mm'])],
    attrs: { 续航时间: ['7天以内', '7-14天', '14天以上'], 网络制式: ['4G全网通', '不支持'] },
    series: ['Watch 5', 'Watch S', 'Watch 4', 'Watch X', 'Watch Ultra', 'Watch Pro', 'Watch SE', 'Watch Fit'],
    features: ['心率血氧', '运动健康', '长续航', '独立通话', 'NFC支付', '官方标配'],
    english: ['smartwatch', 'watch'],
  }),
  智能手环: phone('band', {
    specs: [PHONE_COLOURS, EDITIONS('版本', ['标准版', 'NFC版', '心率版', '旗舰版'])],
    attrs: { 续航时间: ['7-14天', '14天以上'] },
    series: ['Band 9', '手环 9', 'Band 8', '手环 8 Pro', 'Band Pro', 'Band 7', 'Band Lite', 'Band X'],
    features: ['心率监测', '睡眠监测', '长续航', '50米防水', 'NFC支付', '轻巧贴腕'],
    brands: ['华为', '小米', 'OPPO', 'vivo', '荣耀'],
    english: ['fitness band', 'band'],
  }),
  VR眼镜: {
    specs: [BLACK_WHITE, EDITIONS('存储', ['128GB', '256GB', '512GB', '1TB'])],
    attrs: { 连接方式: ['一体机', '串流'] },
    series: ['4 Ultra', 'Neo 3', '4 Pro', 'G3', 'Air', 'Pro', 'Lite', 'Max'],
    features: ['4K屏幕', '沉浸观影', '体感游戏', '轻量头显', '官方标配', '手势追踪'],
    brands: ['PICO', '小米'],
    english: ['VR', 'headset'],
    picture: 'vr',
  },
  无人机: {
    specs: [BLACK_WHITE, EDITIONS('套装', ['标准版', '畅飞套装', '带屏遥控器版', '专业套装'])],
    attrs: { 续航时间: ['30分钟以内', '30-45分钟', '45分钟以上'] },
    series: ['Mini 4 Pro', 'Air 3', 'Mavic 3', 'Avata 2', 'Neo', 'Mini 3', 'Air 2S', 'Flip'],
    features: ['4K航拍', '避障', '长续航', '轻于249g', '官方标配', '智能跟随'],
    brands: ['大疆'],
    english: ['drone'],
    picture: 'drone',
  },
  蓝牙耳机: phone('earphones', {
    specs: [PHONE_COLOURS, EDITIONS('版本', ['标准版', '降噪版', 'Pro版', '运动版'])],
    attrs: { 佩戴方式: ['入耳式', '半入耳式', '头戴式', '耳挂式'], 降噪: ['主动降噪', '通话降噪', '无降噪'] },
    series: ['Buds Pro 4', 'Buds Pro 2', 'Buds 5', 'Free X3', 'TWS 4', 'Buds X6', 'Buds 4', 'Clip'],
    features: ['主动降噪', '长续航', '高清音质', '佩戴舒适', '低延迟', '官方标配'],
    brands: [...PHONE_BRANDS, '索尼', '漫步者'],
    english: ['earphones', 'headphones', 'bluetooth'],
  }),
  音箱: {
    specs: [BLACK_WHITE, EDITIONS('版本', ['标准版', '便携版', '派对版', 'Pro版'])],
    attrs: { 连接方式: ['蓝牙', 'Wi-Fi', '有线'] },
    series: ['Sound X', 'Sound Mini', 'Sound Go', 'Sound Pro', 'Home mini', 'Party', 'Sound Joy', 'Field'],
    features: ['360°环绕', '重低音', '智能语音', '防水便携', '长续航', '官方标配'],
    brands: ['华为', 'Apple', '小米', '索尼', '漫步者'],
    english: ['speaker'],
    picture: 'speaker',
  },
  麦克风: {
    specs: [BLACK_WHITE, EDITIONS('版本', ['单麦', '一拖二', '直播套装', '专业版'])],
    attrs: { 连接方式: ['无线', 'USB', '有线'] },
    series: ['Mic 2', 'MW300', 'K800', 'Mic Mini', 'Pro', 'Lite', 'X1', 'S2'],
    features: ['智能降噪', '直播收音', '无线领夹', '长续航', '即插即用', '官方标配'],
    brands: ['大疆', '索尼', '漫步者'],
    english: ['microphone', 'mic'],
    picture: 'mic',
  },

  // ---- 电脑办公
  笔记本: { attrs: { 屏幕尺寸: null, 处理器: null }, series: ['Pro 14', 'Air 13', 'X1', 'Book 14', 'Book 16', '轻薄本', 'Pro 16'], brands: ['华为', 'Apple', '荣耀', '联想', '戴尔', '惠普'], english: ['laptop', 'notebook'], picture: 'laptop' },
  游戏本: {
    attrs: { 屏幕尺寸: ['15.6英寸', '16英寸'], 处理器: ['Intel i7', 'AMD R7'] },
    series: ['电竞 16', 'G16', 'Pro 16', 'Gaming', 'X 17', 'Max', 'Ultra', 'Plus'],
    brands: ['联想', '戴尔', '惠普'],
    english: ['gaming laptop', 'laptop'],
    picture: 'laptop',
  },
  台式机: {
    specs: [{ name: '颜色', values: ['黑色', '白色', '银色'] }, { name: '配置', values: ['i5/16G/512G', 'i7/16G/1T', 'i7/32G/1T', 'R7/16G/512G'] }],
    attrs: { 处理器: null },
    series: ['商务', '家用', '设计师', '迷你主机', '高性能', '一体机', '办公', '电竞'],
    brands: ['华为', 'Apple', '联想', '戴尔', '惠普'],
    english: ['desktop', 'PC'],
    picture: 'desktop',
  },
  平板电脑: {
    specs: [{ name: '颜色', values: ['深空灰', '银色', '星光色'] }, { name: '存储', values: ['8GB+128GB', '8GB+256GB', '12GB+256GB', '16GB+512GB'] }],
    attrs: { 网络类型: ['WLAN版', '5G版'] },
    series: ['Pad Pro', 'Pad Air', 'Pad 7', 'Pad Pro 12', 'Pad mini', 'Pad SE', 'Pad 11', 'Pad Plus'],
    brands: ['华为', 'Apple', '荣耀', '联想'],
    english: ['tablet', 'pad'],
    picture: 'tablet',
  },
  显示器: {
    specs: [{ name: '颜色', values: ['黑色', '白色', '银色'] }, { name: '尺寸', values: ['24英寸', '27英寸', '32英寸', '34英寸带鱼屏'] }],
    attrs: { 分辨率: ['1080P', '2K', '4K'] },
    series: ['27 Pro', 'P27', 'S27', 'Q27', 'View 28', 'E24', 'Z27', 'Pro'],
    features: ['IPS屏', '高刷新率', '低蓝光', '旋转升降', '广色域', '官方正品'],
    brands: ['华为', '联想', '戴尔', '惠普'],
    english: ['monitor', 'display'],
    picture: 'monitor',
  },
  键盘: {
    specs: [{ name: '颜色', values: ['黑色', '白色', '粉色'] }, { name: '轴体', values: ['青轴', '红轴', '茶轴', '静音轴'] }],
    attrs: { 连接方式: ['有线', '无线', '蓝牙'] },
    series: ['K1', 'K3', 'Keys', 'K8', 'Pop', 'G9', 'Mini', 'Mechanical'],
    features: ['机械手感', '多设备切换', '背光', '静音', '人体工学', '官方正品'],
    brands: ['罗技', '联想', '得力'],
    english: ['keyboard'],
    picture: 'keyboard',
  },
  鼠标: {
    specs: [{ name: '颜色', values: ['黑色', '白色', '粉色'] }, { name: '版本', values: ['有线版', '无线版', '双模版', '蓝牙版'] }],
    attrs: { 连接方式: ['有线', '无线', '蓝牙'] },
    series: ['Master', 'G5', 'M3', 'G3', 'Pebble', 'M7', 'Lite', 'Anywhere'],
    features: ['静音', '人体工学', '长续航', '多设备切换', '高精度', '官方正品'],
    brands: ['罗技', '联想', '华为', '小米'],
    english: ['mouse'],
    picture: 'mouse',
  },
  移动硬盘: {
    specs: [{ name: '颜色', values: ['黑色', '银色', '蓝色'] }, { name: '容量', values: ['1TB', '2TB', '4TB', '5TB'] }],
    attrs: { 接口: ['USB 3.0', 'Type-C'] },
    series: ['Passport', 'Elements', 'P10', 'SSD', 'Pro', 'Slim', 'Go', 'Max'],
    features: ['高速传输', '加密备份', '小巧便携', '抗摔', '大容量', '官方正品'],
    brands: ['西部数据', '联想'],
    english: ['hard drive', 'storage'],
    picture: 'drive',
  },
  打印机: {
    specs: [{ name: '颜色', values: ['白色', '黑色', '灰色'] }, { name: '功能', values: ['单打印', '打印复印扫描', '彩色喷墨', '黑白激光'] }],
    attrs: { 连接方式: ['有线', '无线'] },
    series: ['L3258', 'M126', 'Desk', 'Laser', 'L4266', 'Tank', 'M232', 'P2506'],
    features: ['无线打印', '自动双面', '低成本', '家用办公', '连供墨仓', '官方正品'],
    brands: ['惠普', '爱普生', '联想', '得力'],
    english: ['printer', 'office'],
    picture: 'printer',
  },
  投影仪: {
    specs: [{ name: '颜色', values: ['白色', '黑色', '灰色'] }, { name: '版本', values: ['标准版', 'Pro版', 'Max版', '激光版'] }],
    attrs: { 分辨率: ['1080P', '4K'] },
    series: ['H6', 'Mogo 3', 'RS 10', 'Play 5', 'X06', 'Horizon', 'Z7X', 'Halo'],
    features: ['高亮度', '自动对焦', '家庭影院', '便携', '智能系统', '官方正品'],
    brands: ['极米', '爱普生', '小米'],
    english: ['projector'],
    picture: 'projector',
  },
  碎纸机: {
    specs: [{ name: '颜色', values: ['黑色', '白色', '灰色'] }, { name: '保密等级', values: ['5级保密', '4级保密', '3级保密', '2级保密'] }],
    series: ['9935', '33070', 'S10', 'GL', 'Pro', 'Lite', 'Max', 'Mini'],
    features: ['静音', '大容量', '连续碎纸', '办公专用', '过热保护', '官方正品'],
    brands: ['得力'],
    english: ['shredder', 'office'],
    picture: 'shredder',
  },
  墨盒: {
    specs: [{ name: '颜色', values: ['黑色', '彩色', '黑彩套装'] }, { name: '规格', values: ['标准容量', '大容量', '双支装', '四色套装'] }],
    series: ['803', '680', '003', '664', '302', '46', '901', '818'],
    features: ['原装墨盒', '打印清晰', '大容量', '即装即用', '适配多机型', '官方正品'],
    brands: ['惠普', '爱普生'],
    english: ['ink', 'printer ink'],
    picture: 'ink',
  },
  打印纸: {
    specs: [{ name: '颜色', values: ['白色', '米黄色', '彩色'] }, { name: '规格', values: ['A4 70g', 'A4 80g', 'A3 80g', 'A5 70g'] }],
    series: ['莱茵河', '佳宣', '明锐', '金旗舰', '天章', '绿柏', '珊瑚海', '晨光'],
    features: ['500张/包', '5包整箱', '不卡纸', '双面打印', '办公必备', '官方正品'],
    brands: ['得力', '晨光'],
    english: ['paper', 'A4'],
    picture: 'paper',
  },
  签字笔: {
    specs: [{ name: '颜色', values: ['黑色', '蓝色', '红色'] }, { name: '笔尖', values: ['0.5mm', '0.38mm', '0.7mm', '1.0mm'] }],
    series: ['S01', 'K35', '优品', 'GP1008', 'A1', '按动', '速干', '考试'],
    features: ['12支装', '顺滑书写', '速干不洇', '考试专用', '办公必备', '官方正品'],
    brands: ['得力', '晨光'],
    english: ['pen', 'gel pen'],
    picture: 'pen',
  },

  // ---- 家用电器
  空调: {
    specs: [APPLIANCE_COLOURS, EDITIONS('匹数', ['大1匹', '1.5匹', '3匹柜机'])],
    attrs: { 能效等级: null, 控制方式: ['APP智能控制', '遥控'] },
    series: ['风尊', '云佳', '冷静王', '新一代', '劲爽', '酷省电', '静悦'],
    features: ['一级能效', '变频节能', '智能互联', '家用静音', '以旧换新'],
    brands: ['美的', '格力', '海尔', '小米'],
    english: ['air conditioner', 'AC'],
    picture: 'aircon',
  },
  冰箱: {
    specs: [APPLIANCE_COLOURS, EDITIONS('容量', ['三门 253L', '十字对开门 470L', '对开门 610L'])],
    attrs: { 能效等级: null, 控制方式: ['APP智能控制', '机械按键'] },
    series: ['净界', '智享', '风冷无霜', '新一代', '零嵌', '鲜存', '冰箱 Pro'],
    brands: ['美的', '海尔', '海信', '小米'],
    english: ['fridge', 'refrigerator'],
    picture: 'fridge',
  },
  洗衣机: {
    specs: [APPLIANCE_COLOURS, EDITIONS('容量', ['10公斤滚筒', '12公斤洗烘一体', '8公斤波轮'])],
    attrs: { 能效等级: null, 控制方式: ['APP智能控制', '机械按键'] },
    series: ['净界', '智享', '精华洗', '新一代', '本色', '直驱', '云溪'],
    brands: ['美的', '海尔', '小米'],
    english: ['washing machine', 'washer'],
    picture: 'washer',
  },
  平板电视: {
    specs: [{ name: '颜色', values: ['黑色', '深空灰', '银色'] }, EDITIONS('尺寸', ['55英寸', '65英寸', '75英寸'])],
    attrs: { 能效等级: null, 分辨率: ['4K', '8K'] },
    series: ['E8', 'Redmi A', 'U7', 'S7', 'X', 'Mini LED', 'E5'],
    features: ['4K超高清', '120Hz高刷', '智能语音', '全面屏', '以旧换新'],
    brands: ['海信', '小米', '海尔', '索尼'],
    english: ['TV', 'television'],
    picture: 'tv',
  },
  电饭煲: {
    specs: [APPLIANCE_COLOURS, EDITIONS('容量', ['3L', '4L', '5L'])],
    attrs: { 控制方式: ['APP智能控制', '机械按键'] },
    series: ['IH', '球釜', '鲜稻', '智能', '柴火饭', 'Mini', '远红外'],
    features: ['IH加热', '预约定时', '不粘内胆', '家用', '多功能'],
    brands: ['美的', '苏泊尔', '九阳', '小米'],
    english: ['rice cooker', 'kitchen'],
    picture: 'ricecooker',
  },
  空气炸锅: {
    specs: [APPLIANCE_COLOURS, EDITIONS('容量', ['4.5L', '5.5L', '6.5L'])],
    attrs: { 控制方式: ['APP智能控制', '机械按键'] },
    series: ['可视', '双区', '无油', '智能', 'Pro', 'Max', 'Mini'],
    features: ['可视窗口', '免翻面', '不粘涂层', '家用大容量', '多功能'],
    brands: ['美的', '苏泊尔', '九阳', '小米'],
    english: ['air fryer', 'kitchen'],
    picture: 'airfryer',
  },
  破壁机: {
    specs: [APPLIANCE_COLOURS, EDITIONS('容量', ['1.2L', '1.75L', '2L'])],
    attrs: { 控制方式: ['APP智能控制', '机械按键'] },
    series: ['静音', 'Y1', '免滤', '加热', 'Pro', 'Max', 'Mini'],
    features: ['低音破壁', '自动清洗', '预约', '豆浆米糊', '多功能'],
    brands: ['美的', '苏泊尔', '九阳'],
    english: ['blender', 'kitchen'],
    picture: 'blender',
  },
  微波炉: {
    specs: [APPLIANCE_COLOURS, EDITIONS('容量', ['20L', '23L', '25L'])],
    attrs: { 能效等级: null, 控制方式: ['APP智能控制', '机械按键'] },
    series: ['变频', '光波', '蒸烤', '智能', 'Pro', '极光', 'Mini'],
    features: ['变频加热', '平板免转盘', '一键解冻', '家用', '多功能'],
    brands: ['美的', '格力', '海尔'],
    english: ['microwave', 'kitchen'],
    picture: 'microwave',
  },
  扫地机器人: {
    specs: [APPLIANCE_COLOURS, EDITIONS('版本', ['标准款', '自清洁款', '全能基站款'])],
    attrs: { 控制方式: ['APP智能控制', '遥控'] },
    series: ['T30', 'X2', 'G20', 'S8', 'i9', '云鲸', 'Pro'],
    features: ['扫拖一体', '自动集尘', '激光导航', '智能避障', '以旧换新'],
    brands: ['科沃斯', '小米', '美的', '海尔'],
    english: ['robot vacuum', 'vacuum'],
    picture: 'robot',
  },
  吸尘器: {
    specs: [APPLIANCE_COLOURS, EDITIONS('版本', ['标准款', '升级款', '旗舰款'])],
    attrs: { 控制方式: ['机械按键', '遥控'] },
    series: ['V12', 'V15', 'G10', 'Digital Slim', 'Pro', '无线', 'Mini'],
    features: ['大吸力', '无线手持', '除螨', '长续航', '家用轻便'],
    brands: ['戴森', '美的', '小米', '海尔'],
    english: ['vacuum cleaner', 'vacuum'],
    picture: 'vacuum',
  },
  电风扇: {
    specs: [APPLIANCE_COLOURS, EDITIONS('款式', ['落地扇', '台式扇', '循环扇'])],
    attrs: { 能效等级: null, 控制方式: null },
    series: ['直流变频', '空气循环', '静音', '新一代', '塔扇', '智享', 'Pro'],
    features: ['直流变频', '家用静音', '智能互联', '大风量', '遥控定时'],
    brands: ['美的', '格力', '小米', '戴森'],
    english: ['fan', 'electric fan'],
    picture: 'fan',
  },
  净化器: {
    specs: [APPLIANCE_COLOURS, EDITIONS('适用面积', ['适用 40㎡', '适用 60㎡', '适用 100㎡'])],
    attrs: { 控制方式: ['APP智能控制', '遥控'] },
    series: ['除甲醛', '净界', 'Pro', 'Max', '4 Lite', 'Air', '新一代'],
    features: ['除甲醛', '除菌', '智能互联', '家用静音', '宠物家庭'],
    brands: ['美的', '海尔', '小米', '戴森'],
    english: ['air purifier', 'purifier'],
    picture: 'purifier',
  },
  电动牙刷: {
    specs: [{ name: '颜色', values: ['白色', '黑色', '粉色'] }, EDITIONS('规格', ['单支装', '情侣套装', '旅行套装'])],
    attrs: { 供电方式: ['充电式'] },
    series: ['HX', 'T300', 'Sonicare', '声波', 'Pro', '小白刷', 'iO'],
    features: ['声波震动', '长续航', '多档清洁', '智能计时', '送刷头'],
    brands: ['飞利浦', '小米', '美的'],
    english: ['toothbrush', 'electric toothbrush'],
    picture: 'toothbrush',
  },
  吹风机: {
    specs: [{ name: '颜色', values: ['白色', '黑色', '粉色'] }, EDITIONS('版本', ['标准版', '负离子版', '高速版'])],
    attrs: { 供电方式: ['插电式'] },
    series: ['Supersonic', 'H501', '高速', '负离子', 'Pro', 'Mini', 'HD'],
    features: ['高速吹风', '负离子护发', '恒温', '速干', '折叠便携'],
    brands: ['戴森', '飞利浦', '小米', '美的'],
    english: ['hair dryer'],
    picture: 'hairdryer',
  },
  剃须刀: {
    specs: [{ name: '颜色', values: ['黑色', '银色', '蓝色'] }, EDITIONS('刀头', ['三刀头', '五刀头', '旅行款'])],
    attrs: { 供电方式: ['充电式'] },
    series: ['S5000', 'S9000', '7系', '9系', 'Pro', 'Mini', 'i9'],
    features: ['全身水洗', '快充', '浮动刀头', '低噪', '旅行便携'],
    brands: ['飞利浦', '小米'],
    english: ['shaver', 'razor'],
    picture: 'shaver',
  },

  // ---- 服饰鞋包
  连衣裙: { attrs: { 适用季节: ['春季', '夏季', '秋季'], 风格: ['休闲', '通勤', '复古'], 材质: ['纯棉', '聚酯纤维'] }, brands: ['优衣库', 'ZARA'], english: ['dress', 'fashion'], picture: 'dress' },
  T恤: { specs: [{ name: '颜色', values: ['黑色', '白色', '藏青', '卡其'] }, CLOTHES_SIZES], attrs: { 适用季节: ['夏季'], 风格: null, 材质: ['纯棉', '聚酯纤维'] }, brands: ['优衣库', '海澜之家', 'ZARA', '耐克', '阿迪达斯'], english: ['T-shirt', 'tee'], picture: 'tshirt' },
  针织衫: { attrs: { 适用季节: ['春季', '秋季', '冬季'], 风格: ['休闲', '通勤', '复古'], 材质: ['羊毛', '纯棉'] }, brands: ['优衣库', 'ZARA'], english: ['knitwear', 'sweater'], picture: 'sweater' },
  羽绒服: { attrs: { 适用季节: ['冬季'], 风格: ['休闲', '通勤'], 材质: ['聚酯纤维'] }, brands: ['波司登', '优衣库'], english: ['down jacket', 'coat'], picture: 'jacket' },
  衬衫: { attrs: { 适用季节: ['春季', '夏季', '秋季'], 风格: ['通勤', '休闲'], 材质: ['纯棉'] }, brands: ['优衣库', '海澜之家', 'ZARA'], english: ['shirt'], picture: 'shirt' },
  夹克: { attrs: { 适用季节: ['春季', '秋季'], 风格: null, 材质: ['聚酯纤维', '真皮'] }, brands: ['海澜之家', 'ZARA', '耐克', '阿迪达斯'], english: ['jacket'], picture: 'jacket' },
  休闲裤: { specs: [{ name: '颜色', values: ['黑色', '白色', '藏青', '卡其'] }, { name: '尺码', values: ['29', '30', '31', '32', '34'] }], attrs: { 适用季节: null, 风格: ['休闲', '通勤'], 材质: ['纯棉', '聚酯纤维'] }, brands: ['优衣库', '海澜之家', 'ZARA'], english: ['trousers', 'pants'], picture: 'trousers' },
  卫衣: { attrs: { 适用季节: ['春季', '秋季', '冬季'], 风格: ['休闲', '运动'], 材质: ['纯棉', '聚酯纤维'] }, brands: ['优衣库', 'ZARA', '耐克', '阿迪达斯'], english: ['hoodie'], picture: 'hoodie' },
  运动鞋: { specs: [{ name: '颜色', values: ['黑色', '白色', '藏青', '卡其'] }, { name: '尺码', values: ['38', '39', '40', '42'] }], attrs: { 适用季节: null, 风格: ['休闲', '运动'], 材质: ['聚酯纤维', '真皮'] }, brands: ['耐克', '阿迪达斯'], english: ['sneakers', 'shoes'], picture: 'shoe' },
  皮鞋: { specs: [{ name: '颜色', values: ['黑色', '棕色', '藏青', '卡其'] }, { name: '尺码', values: ['38', '39', '40', '42'] }], attrs: { 适用季节: null, 风格: ['通勤', '复古'], 材质: ['真皮'] }, brands: ['海澜之家', 'ZARA'], english: ['leather shoes', 'shoes'], picture: 'shoe' },
  帆布鞋: { specs: [{ name: '颜色', values: ['黑色', '白色', '藏青', '卡其'] }, { name: '尺码', values: ['36', '37', '38', '40'] }], attrs: { 适用季节: ['春季', '夏季', '秋季'], 风格: ['休闲', '复古'], 材质: ['纯棉'] }, brands: ['耐克', '阿迪达斯', 'ZARA'], english: ['canvas shoes', 'shoes'], picture: 'shoe' },
  靴子: { specs: [{ name: '颜色', values: ['黑色', '棕色', '藏青', '卡其'] }, { name: '尺码', values: ['36', '37', '38', '40'] }], attrs: { 适用季节: ['秋季', '冬季'], 风格: ['通勤', '复古'], 材质: ['真皮', '羊毛'] }, brands: ['ZARA', '波司登'], english: ['boots'], picture: 'boot' },
  双肩包: { features: ['大容量', '防泼水', '轻便耐磨', '商务通勤', '新款', '简约百搭'], specs: [{ name: '颜色', values: ['黑色', '灰色', '藏青', '卡其'] }, { name: '尺寸', values: ['14英寸', '15.6英寸', '17英寸', '小号'] }], attrs: { 风格: ['休闲', '通勤', '运动'], 材质: ['聚酯纤维', '真皮'] }, brands: ['新秀丽', '耐克', '阿迪达斯'], english: ['backpack', 'bag'], picture: 'backpack' },
  行李箱: { features: ['大容量', '防泼水', '轻便耐磨', '商务通勤', '新款', '简约百搭'], specs: [{ name: '颜色', values: ['黑色', '银色', '藏青', '香槟金'] }, { name: '尺寸', values: ['20英寸', '24英寸', '26英寸', '28英寸'] }], attrs: { 风格: ['休闲', '通勤'], 材质: ['聚酯纤维'] }, brands: ['新秀丽'], english: ['suitcase', 'luggage'], picture: 'suitcase' },
  钱包: { features: ['大容量', '防泼水', '轻便耐磨', '商务通勤', '新款', '简约百搭'], specs: [{ name: '颜色', values: ['黑色', '棕色', '藏青', '卡其'] }, { name: '款式', values: ['短款', '长款', '卡包', '零钱包'] }], attrs: { 风格: ['通勤', '复古'], 材质: ['真皮'] }, brands: ['新秀丽', 'ZARA'], english: ['wallet'], picture: 'wallet' },

  // ---- 美妆个护
  面霜: { specs: [EDITIONS('规格', ['30g', '50g', '75g', '礼盒装'])], brands: ['兰蔻', '雅诗兰黛', '欧莱雅', '百雀羚'], english: ['cream', 'skincare'], picture: 'jar' },
  精华: { brands: ['兰蔻', '雅诗兰黛', '欧莱雅', '百雀羚'], english: ['serum', 'skincare'], picture: 'dropper' },
  面膜: { specs: [EDITIONS('规格', ['5片装', '10片装', '20片装', '礼盒装'])], brands: ['百雀羚', '欧莱雅', '完美日记'], english: ['face mask', 'skincare'], picture: 'mask' },
  洁面: { specs: [EDITIONS('规格', ['100g', '120g', '150g', '礼盒装'])], attrs: { 适合肤质: null, 功效: ['保湿补水', '控油'] }, brands: ['欧莱雅', '百雀羚', '兰蔻'], english: ['cleanser', 'skincare'], picture: 'tube' },
  口红: { specs: [EDITIONS('色号', ['#999 正红', '#888 豆沙', '#520 玫瑰', '#201 番茄'])], attrs: { 质地: ['哑光', '滋润', '丝绒'] }, brands: ['兰蔻', '雅诗兰黛', '完美日记', '欧莱雅'], english: ['lipstick', 'makeup'], picture: 'lipstick' },
  粉底: { specs: [EDITIONS('色号', ['00 象牙白', '01 自然色', '02 暖肤色', '03 小麦色'])], attrs: { 适合肤质: null, 质地: ['哑光', '滋润'] }, brands: ['兰蔻', '雅诗兰黛', '完美日记', '欧莱雅'], english: ['foundation', 'makeup'], picture: 'bottle' },
  香水: { attrs: { 香调: ['花香调', '木质调', '柑橘调', '东方调'] }, brands: ['兰蔻', '雅诗兰黛'], english: ['perfume', 'fragrance'], picture: 'perfume' },
  眼影: { specs: [EDITIONS('色号', ['大地色', '玫瑰色', '珊瑚色', '星空色'])], attrs: { 质地: ['哑光', '珠光'] }, brands: ['完美日记', '兰蔻', '欧莱雅'], english: ['eyeshadow', 'makeup'], picture: 'palette' },
  洗发水: { specs: [EDITIONS('规格', ['400ml', '500ml', '750ml', '家庭装'])], attrs: { 发质: ['干性发质', '油性发质', '受损发质', '任何发质'] }, brands: ['欧莱雅', '百雀羚'], english: ['shampoo', 'hair care'], picture: 'pump' },
  护发素: { specs: [EDITIONS('规格', ['400ml', '500ml', '750ml', '家庭装'])], attrs: { 发质: ['干性发质', '受损发质', '任何发质'] }, brands: ['欧莱雅', '百雀羚'], english: ['conditioner', 'hair care'], picture: 'pump' },
  染发剂: { specs: [EDITIONS('色号', ['自然黑', '深棕色', '栗棕色', '亚麻色'])], attrs: { 发质: ['任何发质'] }, brands: ['欧莱雅'], english: ['hair dye', 'hair care'], picture: 'tube' },
  沐浴露: { specs: [EDITIONS('规格', ['400ml', '500ml', '750ml', '家庭装'])], attrs: { 适合肤质: null, 功效: ['保湿补水', '美白提亮', '控油'] }, brands: ['欧莱雅', '百雀羚'], english: ['shower gel', 'body care'], picture: 'pump' },
  身体乳: { specs: [EDITIONS('规格', ['200ml', '250ml', '400ml', '礼盒装'])], attrs: { 适合肤质: null, 功效: ['保湿补水', '美白提亮'] }, brands: ['欧莱雅', '百雀羚', '兰蔻'], english: ['body lotion', 'body care'], picture: 'pump' },
  护手霜: { specs: [EDITIONS('规格', ['30g', '50g', '75g', '礼盒装'])], attrs: { 适合肤质: null, 功效: ['保湿补水'] }, brands: ['欧莱雅', '百雀羚', '兰蔻'], english: ['hand cream', 'body care'], picture: 'tube' },

  // ---- 食品生鲜
  坚果: { specs: [EDITIONS('规格', ['500g', '1kg', '礼盒 1.5kg', '家庭装 2kg']), EDITIONS('口味', ['原味', '盐焗', '奶油', '蜂蜜'])], brands: ['三只松鼠', '良品铺子'], english: ['nuts', 'snack'], picture: 'nuts' },
  饼干: { specs: [EDITIONS('规格', ['200g', '500g', '1kg', '礼盒装']), EDITIONS('口味', ['原味', '巧克力', '芝士', '海苔'])], brands: ['三只松鼠', '良品铺子'], english: ['biscuits', 'snack'], picture: 'biscuit' },
  糖果: { specs: [EDITIONS('规格', ['200g', '500g', '1kg', '礼盒装']), EDITIONS('口味', ['水果味', '奶糖', '薄荷', '巧克力'])], brands: ['三只松鼠', '良品铺子'], english: ['sweets', 'candy'], picture: 'candy' },
  肉干: { specs: [EDITIONS('规格', ['100g', '250g', '500g', '1kg']), EDITIONS('口味', ['原味', '香辣', '五香', '黑椒'])], brands: ['三只松鼠', '良品铺子'], english: ['jerky', 'snack'], picture: 'jerky' },
  苹果: { specs: [EDITIONS('规格', ['2.5kg', '5kg', '10kg', '礼盒 12个']), EDITIONS('果径', ['75mm', '80mm', '85mm', '90mm'])], attrs: { 产地: ['国产'], 包装: ['盒装', '礼盒装'] }, series: ['烟台', '阿克苏', '洛川', '红富士', '静宁', '冰糖心'], brands: ['百果园'], english: ['apple', 'fruit'], picture: 'apple' },
  车厘子: { specs: [EDITIONS('规格', ['500g', '1kg', '2.5kg', '5kg']), EDITIONS('果径', ['J', 'JJ', 'JJJ', 'JJJJ'])], attrs: { 产地: ['进口'], 包装: ['盒装', '礼盒装'] }, series: ['智利', '大连', '烟台', '美早', '精选', '空运'], brands: ['百果园'], english: ['cherries', 'fruit'], picture: 'cherry' },
  海鲜: { specs: [EDITIONS('规格', ['500g', '1kg', '2kg', '礼盒装']), EDITIONS('做法', ['冷冻', '鲜活', '即食', '半成品'])], attrs: { 产地: null, 包装: ['袋装', '盒装', '礼盒装'] }, series: ['大连', '舟山', '湛江', '阿根廷红虾', '帝王蟹', '鲍鱼'], brands: ['獐子岛'], english: ['seafood', 'fresh'], picture: 'fish' },
  牛排: { specs: [EDITIONS('规格', ['5片装', '10片装', '礼盒装', '家庭装']), EDITIONS('部位', ['西冷', '眼肉', '菲力', '战斧'])], attrs: { 产地: null, 包装: ['袋装', '盒装', '礼盒装'] }, series: ['澳洲', '原切', '谷饲', '草饲', '和牛', '精选'], brands: ['百果园'], english: ['steak', 'beef'], picture: 'steak' },
  大米: { specs: [EDITIONS('规格', ['2.5kg', '5kg', '10kg', '25kg']), EDITIONS('品种', ['东北大米', '五常稻花香', '泰国香米', '丝苗米'])], attrs: { 产地: null, 包装: ['袋装'] }, brands: ['金龙鱼'], english: ['rice'], picture: 'ricebag' },
  食用油: { specs: [EDITIONS('规格', ['1.8L', '5L', '5.436L', '礼盒装']), EDITIONS('品种', ['花生油', '菜籽油', '玉米油', '葵花籽油'])], attrs: { 产地: null, 包装: ['罐装', '礼盒装'] }, brands: ['金龙鱼'], english: ['cooking oil', 'oil'], picture: 'oil' },
  酱油: { specs: [EDITIONS('规格', ['500ml', '1L', '1.9L', '礼盒装']), EDITIONS('品种', ['生抽', '老抽', '蒸鱼豉油', '零添加'])], attrs: { 产地: ['国产'], 包装: ['罐装', '礼盒装'] }, brands: ['金龙鱼'], english: ['soy sauce'], picture: 'sauce' },
  白酒: { specs: [EDITIONS('规格', ['500ml', '1L', '礼盒装 2瓶', '整箱 6瓶']), EDITIONS('香型', ['浓香型', '酱香型', '清香型', '兼香型'])], attrs: { 产地: ['国产'], 包装: ['盒装', '礼盒装'] }, series: ['普五', '1618', '五粮春', '年份', '经典', '臻品'], brands: ['五粮液'], english: ['baijiu', 'liquor'], picture: 'liquor' },
  红酒: { specs: [EDITIONS('规格', ['750ml', '礼盒 2支', '整箱 6支', '1.5L']), EDITIONS('产区', ['波尔多', '勃艮第', '纳帕谷', '宁夏贺兰山'])], attrs: { 产地: null, 包装: ['盒装', '礼盒装'] }, series: ['解百纳', '干红', '珍藏', '赤霞珠', '梅洛', '精选'], brands: ['张裕'], english: ['red wine', 'wine'], picture: 'wine' },
  茶叶: { specs: [EDITIONS('规格', ['100g', '250g', '500g', '礼盒装']), EDITIONS('品种', ['龙井', '普洱', '铁观音', '大红袍'])], attrs: { 产地: ['国产'], 包装: ['袋装', '盒装', '礼盒装', '罐装'] }, brands: ['农夫山泉'], english: ['tea'], picture: 'tea' },
  咖啡: { specs: [EDITIONS('规格', ['250g', '500g', '1kg', '礼盒装']), EDITIONS('口味', ['美式', '拿铁', '意式浓缩', '冷萃'])], attrs: { 产地: null, 包装: ['袋装', '盒装', '罐装'] }, brands: ['雀巢', '农夫山泉'], english: ['coffee'], picture: 'coffee' },

  // ---- 母婴玩具
  婴幼儿奶粉: { series: ['启赋', '皇家', '星飞帆', '臻稚', '有机', '经典'], specs: [EDITIONS('段位', ['1段 0-6个月', '2段 6-12个月', '3段 1-3岁', '4段 3-6岁'])], attrs: { 安全标准: ['国标GB'] }, brands: ['飞鹤'], english: ['formula', 'baby'], picture: 'formula' },
  米粉: { series: ['启赋', '皇家', '星飞帆', '臻稚', '有机', '经典'], attrs: { 安全标准: ['国标GB'] }, brands: ['飞鹤'], english: ['baby cereal', 'baby'], picture: 'formula' },
  营养品: { series: ['启赋', '皇家', '星飞帆', '臻稚', '有机', '经典'], attrs: { 安全标准: ['国标GB'] }, brands: ['飞鹤'], english: ['supplements', 'baby'], picture: 'formula' },
  纸尿裤: { specs: [EDITIONS('尺码', ['S 码', 'M 码', 'L 码', 'XL 码'])], attrs: { 适用性别: null, 安全标准: ['国标GB'] }, brands: ['帮宝适', '好孩子'], english: ['diapers', 'baby'], picture: 'diaper' },
  拉拉裤: { specs: [EDITIONS('尺码', ['L 码', 'XL 码', 'XXL 码', 'XXXL 码'])], attrs: { 适用性别: null, 安全标准: ['国标GB'] }, brands: ['帮宝适', '好孩子'], english: ['pull-ups', 'baby'], picture: 'diaper' },
  湿巾: { specs: [EDITIONS('规格', ['10抽×3包', '80抽×5包', '80抽×10包', '手口专用 6包'])], attrs: { 安全标准: ['国标GB'] }, brands: ['帮宝适', '好孩子'], english: ['wet wipes', 'baby'], picture: 'wipes' },
  套装: { series: ['经典', '童趣', '萌趣', '学院风', '森系', '运动风'], specs: [EDITIONS('尺码', ['80cm', '90cm', '100cm', '110cm'])], attrs: { 适用性别: null, 安全标准: ['国标GB'] }, brands: ['好孩子'], english: ['kids clothing', 'baby'], picture: 'tshirt' },
  童鞋: { series: ['经典', '童趣', '萌趣', '学院风', '森系', '运动风'], specs: [EDITIONS('尺码', ['22码', '24码', '26码', '28码'])], attrs: { 适用性别: null, 安全标准: ['国标GB'] }, brands: ['好孩子'], english: ['kids shoes', 'baby'], picture: 'shoe' },
  外套: { series: ['经典', '童趣', '萌趣', '学院风', '森系', '运动风'], specs: [EDITIONS('尺码', ['90cm', '100cm', '110cm', '120cm'])], attrs: { 适用性别: null, 安全标准: ['国标GB'] }, brands: ['好孩子'], english: ['kids coat', 'baby'], picture: 'jacket' },
  积木: { series: ['创意', '经典', '城市', '科技', '小飞象', '益智'], specs: [EDITIONS('适用年龄', ['1-3岁', '3-6岁', '6-12岁', '12岁以上'])], brands: ['乐高'], english: ['building blocks', 'toy', 'LEGO'], picture: 'blocks' },
  遥控车: { series: ['创意', '经典', '城市', '科技', '小飞象', '益智'], specs: [EDITIONS('适用年龄', ['3-6岁', '6-12岁', '8岁以上', '14岁以上'])], brands: ['乐高', '好孩子'], english: ['RC car', 'toy'], picture: 'car' },
  毛绒玩具: { series: ['创意', '经典', '城市', '科技', '小飞象', '益智'], brands: ['好孩子'], english: ['plush toy', 'toy'], picture: 'teddy' },
  益智玩具: { series: ['创意', '经典', '城市', '科技', '小飞象', '益智'], brands: ['乐高', '好孩子'], english: ['educational toy', 'toy'], picture: 'blocks' },

  // ---- 家居家装
  四件套: { specs: [{ name: '颜色', values: ['奶油白', '浅灰', '藕粉', '雾霾蓝'] }, EDITIONS('尺寸', ['1.5m床', '1.8m床', '2.0m床'])], attrs: { 风格: null, 材质: ['棉麻', '布艺'] }, brands: ['罗莱家纺', '宜家'], english: ['bedding', 'home'], picture: 'bedding' },
  被子: { specs: [{ name: '颜色', values: ['奶油白', '浅灰', '藕粉', '雾霾蓝'] }, EDITIONS('尺寸', ['150×200cm', '200×230cm', '220×240cm'])], attrs: { 风格: null, 材质: ['棉麻', '布艺'] }, brands: ['罗莱家纺', '宜家'], english: ['quilt', 'home'], picture: 'bedding' },
  枕头: { specs: [{ name: '颜色', values: ['奶油白', '浅灰', '藕粉', '雾霾蓝'] }, EDITIONS('尺寸', ['48×74cm', '40×60cm', '儿童款'])], attrs: { 材质: ['棉麻', '布艺'] }, brands: ['罗莱家纺', '宜家'], english: ['pillow', 'home'], picture: 'pillow' },
  毛巾: { specs: [{ name: '颜色', values: ['奶油白', '浅灰', '藕粉', '雾霾蓝'] }, EDITIONS('尺寸', ['34×76cm', '70×140cm 浴巾', '三件套'])], attrs: { 材质: ['棉麻'] }, brands: ['罗莱家纺', '宜家'], english: ['towel', 'home'], picture: 'towel' },
  沙发: { specs: [{ name: '颜色', values: ['原木色', '胡桃色', '奶油白', '浅灰'] }, EDITIONS('尺寸', ['双人位', '三人位', 'L型转角'])], attrs: { 风格: null, 材质: ['实木', '棉麻', '布艺'] }, brands: ['宜家'], english: ['sofa', 'furniture'], picture: 'sofa' },
  床: { attrs: { 风格: null, 材质: ['实木', '布艺'] }, brands: ['宜家'], english: ['bed', 'furniture'], picture: 'bed' },
  书桌: { specs: [{ name: '颜色', values: ['原木色', '胡桃色', '奶油白', '浅灰'] }, EDITIONS('尺寸', ['1.0m', '1.2m', '1.4m'])], attrs: { 风格: null, 材质: ['实木'] }, brands: ['宜家'], english: ['desk', 'furniture'], picture: 'desk' },
  衣柜: { specs: [{ name: '颜色', values: ['原木色', '胡桃色', '奶油白', '浅灰'] }, EDITIONS('尺寸', ['两门', '三门', '四门'])], attrs: { 风格: null, 材质: ['实木'] }, brands: ['宜家'], english: ['wardrobe', 'furniture'], picture: 'wardrobe' },
  炒锅: { specs: [{ name: '颜色', values: ['黑色', '银色', '红色', '灰色'] }, EDITIONS('尺寸', ['28cm', '30cm', '32cm'])], attrs: { 材质: ['不锈钢'] }, brands: ['苏泊尔', '宜家'], english: ['wok', 'cookware'], picture: 'wok' },
  刀具: { specs: [{ name: '颜色', values: ['黑色', '银色', '红色', '灰色'] }, EDITIONS('规格', ['单刀', '三件套', '七件套'])], attrs: { 材质: ['不锈钢'] }, brands: ['苏泊尔', '宜家'], english: ['knife', 'cookware'], picture: 'knife' },
  保温杯: { specs: [{ name: '颜色', values: ['黑色', '银色', '红色', '奶油白'] }, EDITIONS('容量', ['350ml', '500ml', '750ml'])], attrs: { 材质: ['不锈钢'] }, brands: ['苏泊尔'], english: ['flask', 'bottle'], picture: 'flask' },
  吸顶灯: { specs: [{ name: '颜色', values: ['白色', '黑色', '原木色', '金色'] }, EDITIONS('规格', ['单灯', '三室一厅套餐', '四室两厅套餐'])], attrs: { 风格: null }, brands: ['欧普照明'], english: ['ceiling light', 'lighting'], picture: 'ceilinglamp' },
  台灯: { specs: [{ name: '颜色', values: ['白色', '黑色', '原木色', '金色'] }, EDITIONS('规格', ['标准款', '护眼款', '充电款'])], attrs: { 风格: null }, brands: ['欧普照明', '宜家'], english: ['desk lamp', 'lighting'], picture: 'lamp' },
  落地灯: { specs: [{ name: '颜色', values: ['白色', '黑色', '原木色', '金色'] }, EDITIONS('规格', ['标准款', '遥控款', '智能款'])], attrs: { 风格: null }, brands: ['欧普照明', '宜家'], english: ['floor lamp', 'lighting'], picture: 'floorlamp' },

  // ---- 运动户外
  跑步鞋: { attrs: { 适用场景: ['跑步', '健身房'], 适用人群: null }, brands: ['耐克', '阿迪达斯', '李宁', '安踏'], english: ['running shoes', 'sports'], picture: 'shoe' },
  运动T恤: { specs: [SPORT_COLOURS, CLOTHES_SIZES], attrs: { 适用场景: ['跑步', '健身房'], 适用人群: null }, brands: ['耐克', '阿迪达斯', '李宁', '安踏', '迪卡侬'], english: ['sports T-shirt', 'sports'], picture: 'tshirt' },
  运动裤: { specs: [SPORT_COLOURS, CLOTHES_SIZES], attrs: { 适用场景: ['跑步', '健身房'], 适用人群: null }, brands: ['耐克', '阿迪达斯', '李宁', '安踏', '迪卡侬'], english: ['track pants', 'sports'], picture: 'trousers' },
  跑步机: { features: ['专业级', '静音设计', '家用健身', '稳固耐用', '燃脂塑形', '送教程'], specs: [SPORT_COLOURS, EDITIONS('型号', ['家用折叠款', '智能款', '静音款', '商用款', '旗舰款'])], attrs: { 适用场景: ['健身房', '跑步'], 适用人群: ['通用'] }, series: ['T5', 'X9', 'A3', '星途', 'Pro', 'Max'], brands: ['舒华', '迪卡侬'], english: ['treadmill', 'fitness'], picture: 'treadmill' },
  哑铃: { features: ['专业级', '静音设计', '家用健身', '稳固耐用', '燃脂塑形', '送教程'], specs: [SPORT_COLOURS, EDITIONS('重量', ['5kg', '10kg', '15kg', '20kg', '可调节 24kg'])], attrs: { 适用场景: ['健身房'], 适用人群: null }, brands: ['舒华', '迪卡侬', '李宁'], english: ['dumbbells', 'fitness'], picture: 'dumbbell' },
  瑜伽垫: { features: ['专业级', '静音设计', '家用健身', '稳固耐用', '燃脂塑形', '送教程'], specs: [{ name: '颜色', values: ['紫色', '荧光绿', '深灰', '宝蓝'] }, EDITIONS('厚度', ['6mm', '8mm', '10mm', '15mm', '20mm'])], attrs: { 适用场景: ['健身房'], 适用人群: null }, brands: ['迪卡侬', '李宁', '安踏'], english: ['yoga mat', 'fitness'], picture: 'yogamat' },
  动感单车: { features: ['专业级', '静音设计', '家用健身', '稳固耐用', '燃脂塑形', '送教程'], specs: [SPORT_COLOURS, EDITIONS('型号', ['标准款', '磁控款', '智能款', '静音款', '旗舰款'])], attrs: { 适用场景: ['健身房', '骑行'], 适用人群: ['通用'] }, series: ['S1', 'X7', 'Pro', 'Max', '极光', '星途'], brands: ['舒华', '迪卡侬'], english: ['exercise bike', 'fitness'], picture: 'spinbike' },
  帐篷: { features: ['轻量便携', '防水防风', '户外必备', '专业级', '速干透气'], specs: [SPORT_COLOURS, EDITIONS('人数', ['单人', '双人', '3-4人', '5-8人', '天幕套装'])], attrs: { 适用场景: ['登山'], 适用人群: ['通用'] }, brands: ['骆驼', '迪卡侬'], english: ['tent', 'camping', 'outdoor'], picture: 'tent' },
  冲锋衣: { specs: [SPORT_COLOURS, CLOTHES_SIZES], attrs: { 适用场景: ['登山'], 适用人群: null }, brands: ['骆驼', '迪卡侬', '李宁'], english: ['shell jacket', 'outdoor'], picture: 'jacket' },
  登山包: { features: ['轻量便携', '防水防风', '户外必备', '专业级', '速干透气'], specs: [SPORT_COLOURS, EDITIONS('容量', ['20L', '30L', '40L', '50L', '65L'])], attrs: { 适用场景: ['登山'], 适用人群: null }, brands: ['骆驼', '迪卡侬'], english: ['hiking backpack', 'outdoor'], picture: 'backpack' },
  睡袋: { features: ['轻量便携', '防水防风', '户外必备', '专业级', '速干透气'], specs: [SPORT_COLOURS, EDITIONS('规格', ['春夏款', '三季款', '冬季款', '羽绒款', '加宽款'])], attrs: { 适用场景: ['登山'], 适用人群: ['通用'] }, brands: ['骆驼', '迪卡侬'], english: ['sleeping bag', 'camping'], picture: 'sleepingbag' },
  自行车: { specs: [SPORT_COLOURS, EDITIONS('车架尺寸', ['24英寸', '26英寸', '27.5英寸', '29英寸', '700C'])], attrs: { 适用场景: ['骑行'], 适用人群: null }, series: ['ATX', 'Escape', 'TCR', '公路车', '山地车', '通勤'], brands: ['捷安特', '迪卡侬'], english: ['bicycle', 'bike', 'cycling'], picture: 'bike' },
  头盔: { specs: [SPORT_COLOURS, EDITIONS('尺码', ['S', 'M', 'L', 'XL', '均码'])], attrs: { 适用场景: ['骑行'], 适用人群: null }, brands: ['捷安特', '迪卡侬'], english: ['helmet', 'cycling'], picture: 'helmet' },
  骑行服: { specs: [SPORT_COLOURS, CLOTHES_SIZES], attrs: { 适用场景: ['骑行'], 适用人群: null }, brands: ['捷安特', '迪卡侬'], english: ['cycling wear', 'cycling'], picture: 'tshirt' },

  // ---- 图书文娱
  小说: { brands: ['人民文学', '中信出版'], english: ['novel', 'book'], picture: 'books' },
  散文随笔: { brands: ['人民文学', '中信出版'], english: ['essays', 'book'], picture: 'books' },
  诗歌: { brands: ['人民文学'], english: ['poetry', 'book'], picture: 'books' },
  绘本: { brands: ['中信出版', '人民文学'], english: ['picture book', 'book'], picture: 'books' },
  科普百科: { brands: ['中信出版'], english: ['popular science', 'book'], picture: 'books' },
  儿童文学: { brands: ['人民文学', '中信出版'], english: ['children book', 'book'], picture: 'books' },
  中小学教辅: { brands: ['中信出版', '人民文学'], english: ['study guide', 'book'], picture: 'books' },
  外语学习: { brands: ['中信出版'], english: ['language', 'book'], picture: 'books' },
  考研: { brands: ['中信出版'], english: ['exam', 'book'], picture: 'books' },
  吉他: { specs: [EDITIONS('尺寸', ['38英寸', '40英寸', '41英寸'])], attrs: { 适用人群: ['初学者', '进阶', '专业'] }, series: ['F310', 'FG800', 'FS100C', 'APX600', '民谣', '单板'], features: ['初学入门', '单板面板', '音色饱满', '送全套配件', '专业级'], brands: ['雅马哈'], english: ['guitar', 'music'], picture: 'guitar' },
  电子琴: { specs: [EDITIONS('键数', ['61键', '76键', '88键'])], attrs: { 适用人群: ['初学者', '进阶', '专业'] }, series: ['PSR-E373', 'CT-S300', 'P-45', 'CDP-S110', 'PSR-F52', 'Privia'], features: ['力度键盘', '初学入门', '教学功能', '送琴架', '专业级'], brands: ['雅马哈', '卡西欧'], english: ['keyboard', 'piano', 'music'], picture: 'piano' },
  尤克里里: { specs: [EDITIONS('尺寸', ['21英寸', '23英寸', '26英寸'])], attrs: { 适用人群: ['初学者', '进阶'] }, series: ['GL1', 'C1', '单板', '桃花心木', '夏威夷', '入门'], features: ['初学入门', '单板面板', '小巧便携', '送全套配件', '音色清亮'], brands: ['雅马哈'], english: ['ukulele', 'music'], picture: 'ukulele' },
}

/** new attributes and their values, by the name a kind gives them (the values list is complete) */
export const NEW_ATTRIBUTES: Record<string, string[]> = {
  通话距离: ['1-3公里', '3-5公里', '5公里以上'],
  有效像素: ['2400万', '3300万', '4500万', '6100万'],
  防水深度: ['10米', '20米', '40米'],
  焦段: ['广角', '标准', '长焦', '微距'],
  续航时间: ['7天以内', '7-14天', '14天以上', '30分钟以内', '30-45分钟', '45分钟以上'],
  连接方式: ['蓝牙', 'Wi-Fi', '有线', '无线', 'USB', '一体机', '串流'],
  佩戴方式: ['入耳式', '半入耳式', '头戴式', '耳挂式'],
  降噪: ['主动降噪', '通话降噪', '无降噪'],
  网络类型: ['WLAN版', '5G版'],
  分辨率: ['1080P', '2K', '4K', '8K'],
  接口: ['USB 3.0', 'Type-C'],
  供电方式: ['充电式', '插电式'],
  质地: ['哑光', '滋润', '丝绒', '珠光'],
  香调: ['花香调', '木质调', '柑橘调', '东方调'],
  发质: ['干性发质', '油性发质', '受损发质', '任何发质'],
  适用人群: ['初学者', '进阶', '专业'],
}
