// The platform's own content: agreement, help centre, notices, navigation, links, promises.
import { SECKILL_BANNER } from './seckill-slots.ts'

export const AGREEMENT_TITLE = 'Bazaar 商城用户注册协议'

export const AGREEMENT_CONTENT = `<p>欢迎您注册成为 Bazaar 商城（以下简称“本平台”）用户。在注册前，请您务必仔细阅读、充分理解本协议各条款内容，特别是免除或限制责任的条款、争议解决和法律适用条款。您点击“同意并注册”即视为您已阅读并同意本协议的全部内容。</p>
<h3>一、账户注册与使用</h3>
<p>1. 您应当使用真实、准确、完整的信息注册账户，并在信息变更时及时更新。因信息不真实导致的损失由您自行承担。</p>
<p>2. 您的账户仅限本人使用，不得转让、出借或出售。您应妥善保管账户名和密码，因您保管不善导致的账户被盗、信息泄露等后果由您自行承担。</p>
<p>3. 如发现账户被他人非法使用，您应立即通知本平台。本平台将在合理时间内采取冻结等措施。</p>
<h3>二、用户的权利与义务</h3>
<p>1. 您有权在本平台浏览商品信息、下单购买商品、参与平台活动、发表商品评价并享受相应的售后服务。</p>
<p>2. 您承诺遵守中华人民共和国法律法规，不得利用本平台从事任何违法违规活动，不得发布侵犯他人知识产权或其他合法权益的信息。</p>
<p>3. 您在评价、咨询中发布的内容应当客观真实，不得含有辱骂、诽谤、广告等信息。</p>
<h3>三、交易规则</h3>
<p>1. 商品的价格、库存、配送范围等以下单时页面展示为准。因系统故障等原因出现明显错误标价的，本平台有权取消相关订单并及时通知您。</p>
<p>2. 您提交订单后，订单在约定时间内未支付将自动关闭。支付成功后，商家将按约定时间发货。</p>
<p>3. 符合条件的商品支持七天无理由退货，具体以商品详情页说明及《售后服务政策》为准。</p>
<h3>四、个人信息保护</h3>
<p>本平台重视您的个人信息保护，将按照《隐私政策》收集、使用、存储和保护您的个人信息。未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。</p>
<h3>五、责任限制</h3>
<p>因不可抗力、网络故障、第三方原因等导致的服务中断或延迟，本平台不承担责任，但将尽力减少由此给您造成的损失。</p>
<h3>六、协议的变更与终止</h3>
<p>本平台有权根据业务发展需要修订本协议，修订后的协议将在平台公布，自公布之日起生效。若您不同意修订内容，可以停止使用本平台服务并申请注销账户。</p>
<h3>七、争议解决</h3>
<p>本协议的订立、履行和解释均适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向本平台运营者所在地有管辖权的人民法院提起诉讼。</p>
<p>Bazaar 电子商务有限公司</p>`

export const HELP: Array<{ name: string; articles: Array<{ title: string; body: string[] }> }> = [
  {
    name: '购物指南',
    articles: [
      { title: '新用户注册流程', body: ['点击页面右上角“免费注册”，输入用户名、密码和图形验证码即可完成注册。', '注册成功后系统会自动登录，您可以在“会员中心”完善个人资料、绑定手机号。', '为了账户安全，建议密码同时包含字母和数字，长度不少于 6 位。'] },
      { title: '如何搜索与挑选商品', body: ['在顶部搜索框输入商品名称、品牌或关键词，按回车即可搜索；切换“店铺”可以搜索店铺。', '在商品列表页可以按分类、品牌、价格区间筛选，并按销量、价格、新品排序。', '勾选“包邮”或“限时折扣”可以快速找到优惠商品。'] },
      { title: '下单购买流程', body: ['在商品详情页选择规格和数量，点击“加入购物车”或“立即购买”。', '在结算页确认收货地址、配送方式、优惠券和发票信息后提交订单。', '提交订单后请在 30 分钟内完成支付，超时订单将自动关闭。'] },
      { title: '优惠券使用说明', body: ['优惠券分为店铺优惠券和平台优惠券，可在“领券中心”免费领取。', '结算时系统会自动匹配可用的优惠券，每笔订单每类优惠券限用一张。', '优惠券过期后将自动失效，不可兑换现金，订单退款时优惠券不予退还。'] },
    ],
  },
  {
    name: '配送方式',
    articles: [
      { title: '配送范围及时效', body: ['Bazaar 自营商品支持全国配送（港澳台及海外地区除外）。', '一二线城市当日 23 点前下单，次日送达；其他地区一般 2-4 天送达。', '第三方商家商品的配送时效以商家承诺为准，请在商品详情页查看。'] },
      { title: '运费收取标准', body: ['自营商品单笔订单满 99 元免运费，不满 99 元收取 6 元运费。', '大家电、家具等大件商品免费送货上门。', '参与“包邮”活动的商品不收取运费，偏远地区除外。'] },
      { title: '门店自提说明', body: ['部分商品支持门店自提，在结算页选择“门店自提”并选择门店即可。', '商品到店后您会收到提货码短信，请在 7 天内凭提货码到店提货。', '逾期未提货的订单将自动取消并原路退款。'] },
      { title: '验货与签收', body: ['收货时请当面检查外包装是否完好，如有破损可拒收并联系客服。', '签收后发现商品缺少或损坏，请在 48 小时内拍照联系客服处理。', '贵重商品建议开箱验货后再签收。'] },
    ],
  },
  {
    name: '支付方式',
    articles: [
      { title: '在线支付', body: ['支持微信支付、支付宝、银联云闪付等多种在线支付方式。', '支付过程由第三方支付机构加密处理，Bazaar 不会保存您的银行卡信息。', '支付成功后订单状态会变为“待发货”。'] },
      { title: '余额支付', body: ['账户余额可用于支付订单，余额不足时可与其他支付方式组合使用。', '使用余额支付需要先设置支付密码。', '可提现余额可以申请提现到绑定的银行卡或支付宝账户。'] },
      { title: '积分抵扣', body: ['积分可在结算时按 100 积分抵 1 元的比例抵扣订单金额。', '单笔订单积分抵扣最多不超过订单金额的 50%。', '积分通过购物、签到、评价等方式获得。'] },
      { title: '发票说明', body: ['自营商品支持开具电子普通发票和增值税专用发票。', '电子发票会在订单完成后发送到您的邮箱，也可在订单详情中下载。', '第三方商家的发票由商家开具。'] },
    ],
  },
  {
    name: '售后服务',
    articles: [
      { title: '退换货政策', body: ['支持七天无理由退货的商品，签收后 7 天内可申请退货，商品需保持完好。', '商品质量问题签收后 15 天内可申请换货，由平台承担运费。', '生鲜、定制类、已拆封的个人护理类商品不支持无理由退货。'] },
      { title: '退款流程及时效', body: ['在“我的订单”中找到对应商品，点击“申请退款”，填写原因并提交。', '商家审核通过后，退款将在 1-7 个工作日内原路退回。', '余额支付的订单，退款将即时退回账户余额。'] },
      { title: '价格保护', body: ['自营商品签收后 7 天内降价，可申请价格保护，退还差价。', '秒杀、团购等活动价格不在价格保护范围内。', '价格保护申请可在“我的订单”中提交。'] },
      { title: '投诉与维权', body: ['如对商家的处理结果不满意，可在“平台维权”中发起投诉。', '平台客服会在 48 小时内介入处理并给出结论。', '也可拨打客服热线 400-800-8888 反映问题（每日 9:00-21:00）。'] },
    ],
  },
  {
    name: '会员中心',
    articles: [
      { title: '会员等级与成长值', body: ['会员等级分为普通会员、铜牌会员、银牌会员、金牌会员和钻石会员。', '成长值通过购物（每消费 1 元获得 1 点）、评价、签到获得。', '等级越高，享受的专属优惠券和客服权益越多。'] },
      { title: '每日签到规则', body: ['每天可在会员中心签到一次，获得积分奖励。', '连续签到 7 天可额外获得 50 积分，中断后重新计算。', '签到奖励实时到账，可在“我的积分”中查看。'] },
      { title: '账户安全设置', body: ['建议绑定手机号并设置支付密码，提升账户安全。', '如忘记密码，可在登录页点击“忘记密码”通过手机验证码找回。', '请勿向任何人透露验证码，Bazaar 客服不会索要您的密码。'] },
      { title: '收货地址管理', body: ['在“会员中心-收货地址”中可以新增、编辑和删除收货地址。', '最多可保存 20 个收货地址，并可设置一个默认地址。', '下单时会自动选择默认地址。'] },
    ],
  },
]

/** `on`: a seasonal notice is dated [month, day] (Beijing) of the last such day before the demo clock */
export const NOTICES: Array<{ title: string; body: string; top?: boolean; on?: [number, number] }> = [
  { title: 'Bazaar 商城全新上线，新用户注册即送 50 元券包', body: '即日起，新用户注册即可领取价值 50 元的新人专享券包，包含满 99 减 20、满 199 减 30 平台优惠券各一张，数量有限，先到先得。', top: true },
  { title: '春节期间物流配送安排公告', body: '春节期间（2 月 8 日至 2 月 17 日）部分地区快递停运，自营商品将正常接单，节后按下单顺序依次发货，给您带来不便敬请谅解。', on: [1, 26] },
  { title: '关于防范电信诈骗的重要提醒', body: 'Bazaar 客服不会以任何理由要求您提供银行卡密码、短信验证码，也不会要求您向陌生账户转账。如接到可疑电话，请及时拨打 400-800-8888 核实。' },
  { title: '618 年中大促活动规则说明', body: '6 月 1 日至 6 月 18 日，全场跨店满 300 减 50，可与店铺优惠券叠加使用；活动商品支持价格保护。', on: [5, 28] },
  { title: '城市分站（北京、上海、广州、深圳、杭州、成都）正式开通', body: '选择所在城市后，可以优先看到同城商家与本地服务，同城订单最快当日送达。' },
  { title: '平台隐私政策更新公告', body: '我们更新了《隐私政策》，进一步明确了个人信息的收集范围与使用方式，更新内容自发布之日起生效。' },
  { title: '会员积分规则调整通知', body: '自下月起，积分抵扣比例调整为 100 积分抵 1 元，单笔订单最多可抵扣订单金额的 50%。' },
  { title: '新增门店自提服务', body: '部分城市上线门店自提服务，结算时选择“门店自提”即可免运费，到店凭提货码取货。' },
  { title: '商家入驻绿色通道开启', body: '品牌商家入驻审核时间缩短至 3 个工作日，入驻首月免收平台服务费，欢迎咨询招商热线。' },
  { title: '系统升级维护公告', body: '为提升服务质量，平台将于本周日凌晨 2:00-4:00 进行系统升级，期间部分功能可能无法使用。' },
  { title: '秒杀频道每日场次调整', body: '秒杀频道每天 10:00、14:00、20:00 三场开抢，爆款好物低至 1 折，记得准时来抢！' },
  { title: '售后服务时效承诺升级', body: '自营商品退款审核时效由 48 小时缩短至 24 小时，极速退款服务覆盖更多会员。' },
]

export const NAVS: Array<{ title: string; url: string; blank?: boolean }> = [
  { title: '首页', url: '/index' },
  { title: '秒杀', url: '/promotion/seckill' },
  { title: '团购', url: '/promotion/groupbuy' },
  { title: '领券中心', url: '/coupon' },
  { title: '品牌专区', url: '/brand' },
  { title: '店铺街', url: '/street' },
  { title: '专题活动', url: '/promotion/topic' },
  { title: '帮助中心', url: '/cms/help' },
]

export const LINKS: Array<{ title: string; url: string }> = [
  { title: '中国消费者协会', url: 'https://www.cca.org.cn' },
  { title: '国家市场监督管理总局', url: 'https://www.samr.gov.cn' },
  { title: '12315 投诉举报', url: 'https://www.12315.cn' },
  { title: '中国电子商务研究中心', url: 'https://www.100ec.cn' },
  { title: '网络不良信息举报中心', url: 'https://www.12377.cn' },
  { title: 'Bazaar 商家中心', url: 'https://seller.bazaar.example' },
]

export const SERVICES: Array<{ name: string; desc: string }> = [
  { name: '正品保障', desc: '正品行货，假一赔十' },
  { name: '七天无理由退货', desc: '签收后 7 天内无理由退货' },
  { name: '极速发货', desc: '当日下单，次日送达' },
  { name: '售后无忧', desc: '专业客服，一对一服务' },
  { name: '100% 自营', desc: '自营商品，品质可靠' },
]

/** advert positions of reference §2.1 with their sizes and slides (title, target, background);
 * `{l1:N}` in a target is the id of the N-th level-1 category */
export const ADVERTS: Array<{
  keyword: string
  name: string
  width: number
  height: number
  slides: Array<{ title: string; url: string; background?: string }>
}> = [
  {
    keyword: 'NS_PC_INDEX_TOP',
    name: '顶部通栏广告',
    width: 1210,
    height: 70,
    slides: [{ title: '新人专享 注册立领 50 元券包', url: '/coupon' }],
  },
  {
    keyword: 'NS_PC_INDEX',
    name: '首页轮播广告',
    width: 1210,
    height: 430,
    slides: [
      { title: '数码焕新季 5G 旗舰低至 8 折', url: '/list?category_id={l1:0}&level=1', background: '#1b2a4e' },
      { title: '家电以旧换新 至高补贴 1000 元', url: '/list?category_id={l1:2}&level=1', background: '#0f766e' },
      { title: '春装上新 满 300 减 50', url: '/list?category_id={l1:3}&level=1', background: '#f9d5e5' },
      { title: '美妆大牌节 买一送一', url: '/list?category_id={l1:4}&level=1', background: '#7c2d12' },
      { title: '生鲜年货节 产地直发', url: '/list?category_id={l1:5}&level=1', background: '#fde68a' },
    ],
  },
  {
    keyword: 'NS_PC_INDEX_MID_LEFT',
    name: '首页中部左侧广告',
    width: 595,
    height: 150,
    slides: [{ title: SECKILL_BANNER.zh, url: '/promotion/seckill' }],
  },
  {
    keyword: 'NS_PC_INDEX_MID_RIGHT',
    name: '首页中部右侧广告',
    width: 595,
    height: 150,
    slides: [{ title: '拼团更划算 低至 5 折', url: '/promotion/groupbuy' }],
  },
  {
    keyword: 'NS_PC_LOGIN',
    name: '登录页广告',
    width: 600,
    height: 400,
    slides: [
      { title: '登录 Bazaar 开启品质生活', url: '/index', background: '#e11d48' },
      { title: '会员专享价 每周上新', url: '/coupon', background: '#2563eb' },
    ],
  },
  {
    keyword: 'NS_PC_COUPON',
    name: '领券中心广告',
    width: 1210,
    height: 300,
    slides: [{ title: '领券中心 好券天天领', url: '/coupon', background: '#f97316' }],
  },
  {
    keyword: 'NS_PC_SECKILL',
    name: '秒杀专区广告',
    width: 1210,
    height: 300,
    slides: [{ title: '整点秒杀 爆款 1 折起', url: '/promotion/seckill', background: '#dc2626' }],
  },
  {
    keyword: 'NS_PC_GROUPBUY',
    name: '团购专区广告',
    width: 1210,
    height: 300,
    slides: [{ title: '团购专区 一起买更便宜', url: '/promotion/groupbuy', background: '#16a34a' }],
  },
  {
    keyword: 'NS_PC_BRAND',
    name: '品牌专区广告',
    width: 1210,
    height: 300,
    slides: [{ title: '大牌云集 品质之选', url: '/brand', background: '#111827' }],
  },
  {
    keyword: 'NS_PC_SHOP_INDEX',
    name: '店铺首页广告',
    width: 1210,
    height: 300,
    slides: [{ title: '好店推荐 逛店铺街', url: '/street', background: '#6d28d9' }],
  },
]

export const HOT_WORDS = ['手机', '笔记本', '空调', '连衣裙', '口红', '坚果', '纸尿裤', '四件套', '跑步鞋', 'Apple']
export const DEFAULT_WORD = '5G 手机'
