// The catalogue the demo marketplace sells: categories, brands, specs and attributes per level-1
// category, and the words goods names are built from.

export interface Level2 {
  name: string
  short?: string
  /** level-3 names */
  children: string[]
  /** price range in yuan for a kind of this branch that has none of its own (catalog-kinds.ts PRICES) */
  price: [number, number]
}

export interface Level1 {
  name: string
  short: string
  children: Level2[]
  /** spec dimensions: name and values; goods pick one or two dimensions */
  specs: Array<{ name: string; values: string[] }>
  /** filterable attributes (goods_attribute) with their values */
  attributes: Array<{ name: string; values: string[] }>
  /** selling points appended to goods names */
  features: string[]
  /** model/series words between the brand and the product noun */
  series: string[]
  unit: string
}

export const CATEGORIES: Level1[] = [
  {
    name: '手机数码',
    short: '手机',
    unit: '台',
    children: [
      { name: '手机通讯', short: '手机', children: ['手机', '游戏手机', '老人机', '对讲机'], price: [699, 8999] },
      { name: '摄影摄像', children: ['数码相机', '微单相机', '运动相机', '镜头'], price: [999, 15999] },
      { name: '智能设备', short: '智能', children: ['智能手表', '智能手环', 'VR眼镜', '无人机'], price: [199, 5999] },
      { name: '影音娱乐', children: ['蓝牙耳机', '音箱', '麦克风'], price: [99, 2999] },
    ],
    specs: [
      { name: '颜色', values: ['曜石黑', '冰川白', '远峰蓝', '晨曦金'] },
      { name: '版本', values: ['8GB+128GB', '8GB+256GB', '12GB+256GB', '12GB+512GB'] },
    ],
    attributes: [
      { name: '网络制式', values: ['5G全网通', '4G全网通', '不支持'] },
      { name: '屏幕尺寸', values: ['6.1英寸', '6.7英寸', '6.8英寸以上', '其他'] },
      { name: '充电功率', values: ['30W', '67W', '100W及以上'] },
    ],
    features: ['5G 全网通', '超清影像', '长续航', '旗舰芯片', '轻薄机身', '官方标配'],
    series: ['Pro', 'Max', 'Ultra', 'Air', 'Lite', 'Plus', 'X5', 'Note 13'],
  },
  {
    name: '电脑办公',
    short: '电脑',
    unit: '台',
    children: [
      { name: '电脑整机', short: '整机', children: ['笔记本', '游戏本', '台式机', '平板电脑'], price: [1999, 14999] },
      { name: '电脑配件', children: ['显示器', '键盘', '鼠标', '移动硬盘'], price: [59, 2999] },
      { name: '办公设备', short: '办公', children: ['打印机', '投影仪', '碎纸机'], price: [399, 4999] },
      { name: '文具耗材', children: ['墨盒', '打印纸', '签字笔'], price: [9, 199] },
    ],
    specs: [
      { name: '颜色', values: ['深空灰', '银色', '星光色'] },
      { name: '配置', values: ['i5/16G/512G', 'i7/16G/1T', 'i7/32G/1T', 'R7/16G/512G'] },
    ],
    attributes: [
      { name: '屏幕尺寸', values: ['13.3英寸', '14英寸', '15.6英寸', '16英寸'] },
      { name: '处理器', values: ['Intel i5', 'Intel i7', 'AMD R7', 'Apple M3'] },
    ],
    features: ['高色域屏', '轻薄便携', '高性能办公', '长效续航', '官方正品'],
    series: ['Pro 14', 'Air 13', 'X1', 'ThinkBook', '小新', 'Gaming', 'MateBook'],
  },
  {
    name: '家用电器',
    short: '家电',
    unit: '台',
    children: [
      { name: '大家电', children: ['空调', '冰箱', '洗衣机', '平板电视'], price: [1299, 9999] },
      { name: '厨房小电', short: '厨电', children: ['电饭煲', '空气炸锅', '破壁机', '微波炉'], price: [129, 1999] },
      { name: '生活电器', children: ['扫地机器人', '吸尘器', '电风扇', '净化器'], price: [199, 4999] },
      { name: '个护健康', children: ['电动牙刷', '吹风机', '剃须刀'], price: [99, 1999] },
    ],
    specs: [
      { name: '颜色', values: ['白色', '灰色', '香槟金'] },
      { name: '规格', values: ['标准款', '升级款', '旗舰款'] },
    ],
    attributes: [
      { name: '能效等级', values: ['一级能效', '二级能效', '三级能效'] },
      { name: '控制方式', values: ['APP智能控制', '遥控', '机械按键'] },
    ],
    features: ['一级能效', '变频节能', '智能互联', '家用静音', '以旧换新'],
    series: ['智享', '净界', '风尊', '新一代', 'Pro', '云鲸', 'i9'],
  },
  {
    name: '服饰鞋包',
    short: '服饰',
    unit: '件',
    children: [
      { name: '女装', children: ['连衣裙', 'T恤', '针织衫', '羽绒服'], price: [59, 899] },
      { name: '男装', children: ['衬衫', '夹克', '休闲裤', '卫衣'], price: [69, 999] },
      { name: '鞋靴', children: ['运动鞋', '皮鞋', '帆布鞋', '靴子'], price: [99, 1299] },
      { name: '箱包', children: ['双肩包', '行李箱', '钱包'], price: [49, 1599] },
    ],
    specs: [
      { name: '颜色', values: ['黑色', '白色', '藏青', '卡其'] },
      { name: '尺码', values: ['S', 'M', 'L', 'XL'] },
    ],
    attributes: [
      { name: '适用季节', values: ['春季', '夏季', '秋季', '冬季'] },
      { name: '风格', values: ['休闲', '通勤', '运动', '复古'] },
      { name: '材质', values: ['纯棉', '羊毛', '聚酯纤维', '真皮'] },
    ],
    features: ['新款', '宽松百搭', '简约通勤', '加厚保暖', '透气舒适', '修身显瘦'],
    series: ['2026春季', '经典款', '都市系列', '轻奢', '基础款', '联名款'],
  },
  {
    name: '美妆个护',
    short: '美妆',
    unit: '件',
    children: [
      { name: '面部护肤', short: '护肤', children: ['面霜', '精华', '面膜', '洁面'], price: [39, 1299] },
      { name: '彩妆香水', short: '彩妆', children: ['口红', '粉底', '香水', '眼影'], price: [59, 999] },
      { name: '洗发护发', children: ['洗发水', '护发素', '染发剂'], price: [19, 199] },
      { name: '身体护理', children: ['沐浴露', '身体乳', '护手霜'], price: [19, 299] },
    ],
    specs: [{ name: '规格', values: ['30ml', '50ml', '100ml', '礼盒装'] }],
    attributes: [
      { name: '适合肤质', values: ['任何肤质', '干性', '油性', '敏感肌'] },
      { name: '功效', values: ['保湿补水', '美白提亮', '抗皱紧致', '控油'] },
    ],
    features: ['保湿补水', '温和不刺激', '官方正品', '送礼佳品', '持久留香'],
    series: ['小棕瓶', '雪肌', '水光', '精纯', '玫瑰', '氨基酸'],
  },
  {
    name: '食品生鲜',
    short: '食品',
    unit: '件',
    children: [
      { name: '休闲零食', short: '零食', children: ['坚果', '饼干', '糖果', '肉干'], price: [9, 199] },
      { name: '生鲜水果', short: '生鲜', children: ['苹果', '车厘子', '海鲜', '牛排'], price: [29, 599] },
      { name: '粮油调味', children: ['大米', '食用油', '酱油'], price: [9, 159] },
      { name: '酒水饮料', short: '酒饮', children: ['白酒', '红酒', '茶叶', '咖啡'], price: [19, 1999] },
    ],
    specs: [
      { name: '规格', values: ['500g', '1kg', '2.5kg', '5kg'] },
      { name: '口味', values: ['原味', '香辣', '五香', '蜂蜜'] },
    ],
    attributes: [
      { name: '产地', values: ['国产', '进口'] },
      { name: '包装', values: ['袋装', '盒装', '礼盒装', '罐装'] },
    ],
    features: ['新鲜直达', '产地直发', '年货礼盒', '家庭装', '办公室零食'],
    series: ['每日', '精选', '臻品', '山野', '源产地', '有机'],
  },
  {
    name: '母婴玩具',
    short: '母婴',
    unit: '件',
    children: [
      { name: '奶粉辅食', children: ['婴幼儿奶粉', '米粉', '营养品'], price: [49, 599] },
      { name: '尿裤湿巾', children: ['纸尿裤', '拉拉裤', '湿巾'], price: [29, 299] },
      { name: '童装童鞋', short: '童装', children: ['套装', '童鞋', '外套'], price: [49, 499] },
      { name: '玩具乐器', short: '玩具', children: ['积木', '遥控车', '毛绒玩具', '益智玩具'], price: [29, 999] },
    ],
    specs: [{ name: '适用年龄', values: ['0-6个月', '6-12个月', '1-3岁', '3-6岁'] }],
    attributes: [
      { name: '适用性别', values: ['通用', '男孩', '女孩'] },
      { name: '安全标准', values: ['3C认证', 'CE认证', '国标GB'] },
    ],
    features: ['安全无毒', '宝宝适用', '亲肤柔软', '益智启蒙', '大容量装'],
    series: ['启赋', '皇家', '超薄', '小飞象', '创意', '经典'],
  },
  {
    name: '家居家装',
    short: '家居',
    unit: '件',
    children: [
      { name: '家纺', children: ['四件套', '被子', '枕头', '毛巾'], price: [39, 1299] },
      { name: '家具', children: ['沙发', '床', '书桌', '衣柜'], price: [399, 8999] },
      { name: '厨具', children: ['炒锅', '刀具', '保温杯'], price: [39, 899] },
      { name: '灯饰照明', short: '灯具', children: ['吸顶灯', '台灯', '落地灯'], price: [59, 1599] },
    ],
    specs: [
      { name: '颜色', values: ['原木色', '胡桃色', '奶油白', '浅灰'] },
      { name: '尺寸', values: ['1.5m', '1.8m', '2.0m'] },
    ],
    attributes: [
      { name: '风格', values: ['北欧', '现代简约', '新中式', '日式'] },
      { name: '材质', values: ['实木', '棉麻', '不锈钢', '布艺'] },
    ],
    features: ['北欧简约', '环保材质', '家用耐用', '轻奢风', '免安装'],
    series: ['原木', '云朵', '森系', '简居', '匠心', '优品'],
  },
  {
    name: '运动户外',
    short: '运动',
    unit: '件',
    children: [
      { name: '运动服饰', children: ['跑步鞋', '运动T恤', '运动裤'], price: [79, 1299] },
      { name: '健身训练', short: '健身', children: ['跑步机', '哑铃', '瑜伽垫', '动感单车'], price: [39, 4999] },
      { name: '户外装备', short: '户外', children: ['帐篷', '冲锋衣', '登山包', '睡袋'], price: [99, 2999] },
      { name: '骑行运动', children: ['自行车', '头盔', '骑行服'], price: [99, 5999] },
    ],
    specs: [
      { name: '颜色', values: ['黑色', '荧光绿', '深灰', '宝蓝'] },
      { name: '尺码', values: ['39', '40', '41', '42', '43'] },
    ],
    attributes: [
      { name: '适用场景', values: ['跑步', '健身房', '登山', '骑行'] },
      { name: '适用人群', values: ['男士', '女士', '通用'] },
    ],
    features: ['专业级', '轻量透气', '缓震回弹', '防水防风', '户外必备'],
    series: ['飞驰', '极光', 'Air', 'Zoom', '星途', '越野'],
  },
  {
    name: '图书文娱',
    short: '图书',
    unit: '本',
    children: [
      { name: '文学小说', short: '文学', children: ['小说', '散文随笔', '诗歌'], price: [19, 199] },
      { name: '童书', children: ['绘本', '科普百科', '儿童文学'], price: [15, 299] },
      { name: '教育考试', children: ['中小学教辅', '外语学习', '考研'], price: [19, 159] },
      { name: '乐器文娱', short: '乐器', children: ['吉他', '电子琴', '尤克里里'], price: [199, 3999] },
    ],
    specs: [{ name: '版本', values: ['平装', '精装', '典藏版'] }],
    attributes: [
      { name: '出版社', values: ['人民文学出版社', '中信出版社', '译林出版社', '商务印书馆'] },
      { name: '装帧', values: ['平装', '精装', '函套'] },
    ],
    features: ['畅销书', '新版', '套装', '名家名作', '赠书签'],
    series: ['典藏', '全译本', '新课标', '经典', '珍藏', '入门'],
  },
]

/** brands: name, initial, the level-1 categories (by index) they sell in, a keyword for search */
export const BRANDS: Array<{ name: string; initial: string; l1: number[]; desc: string }> = [
  { name: '华为', initial: 'H', l1: [0, 1], desc: '构建万物互联的智能世界' },
  { name: 'Apple', initial: 'A', l1: [0, 1], desc: 'Think different' },
  { name: '小米', initial: 'X', l1: [0, 2], desc: '让每个人都能享受科技的乐趣' },
  { name: 'OPPO', initial: 'O', l1: [0], desc: '科技为人，以善天下' },
  { name: 'vivo', initial: 'V', l1: [0], desc: '以用户为导向' },
  { name: '荣耀', initial: 'R', l1: [0, 1], desc: '智慧生活，荣耀相伴' },
  { name: '联想', initial: 'L', l1: [1], desc: '智能，为每一个可能' },
  { name: '戴尔', initial: 'D', l1: [1], desc: '专业品质电脑' },
  { name: '罗技', initial: 'L', l1: [1], desc: '外设专家' },
  { name: '惠普', initial: 'H', l1: [1], desc: '打印与计算' },
  { name: '美的', initial: 'M', l1: [2], desc: '原来生活可以更美的' },
  { name: '格力', initial: 'G', l1: [2], desc: '好空调，格力造' },
  { name: '海尔', initial: 'H', l1: [2], desc: '真诚到永远' },
  { name: '苏泊尔', initial: 'S', l1: [2, 7], desc: '好厨具，苏泊尔' },
  { name: '戴森', initial: 'D', l1: [2], desc: '创新科技' },
  { name: '优衣库', initial: 'Y', l1: [3], desc: 'LifeWear 服适人生' },
  { name: '海澜之家', initial: 'H', l1: [3], desc: '男人的衣柜' },
  { name: '波司登', initial: 'B', l1: [3], desc: '专注羽绒服' },
  { name: 'ZARA', initial: 'Z', l1: [3], desc: '时尚快消' },
  { name: '新秀丽', initial: 'X', l1: [3], desc: 'Samsonite 旅行箱包' },
  { name: '兰蔻', initial: 'L', l1: [4], desc: '法式优雅' },
  { name: '雅诗兰黛', initial: 'Y', l1: [4], desc: '小棕瓶精华' },
  { name: '欧莱雅', initial: 'O', l1: [4], desc: "L'Oréal 你值得拥有" },
  { name: '百雀羚', initial: 'B', l1: [4], desc: '草本护肤' },
  { name: '完美日记', initial: 'W', l1: [4], desc: '国货彩妆' },
  { name: '三只松鼠', initial: 'S', l1: [5], desc: '坚果零食' },
  { name: '良品铺子', initial: 'L', l1: [5], desc: '高端零食' },
  { name: '金龙鱼', initial: 'J', l1: [5], desc: '粮油调味' },
  { name: '农夫山泉', initial: 'N', l1: [5], desc: '我们不生产水，我们只是大自然的搬运工' },
  { name: '五粮液', initial: 'W', l1: [5], desc: '中国名酒' },
  { name: '飞鹤', initial: 'F', l1: [6], desc: '更适合中国宝宝体质' },
  { name: '帮宝适', initial: 'B', l1: [6], desc: 'Pampers 纸尿裤' },
  { name: '乐高', initial: 'L', l1: [6], desc: 'LEGO 积木' },
  { name: '好孩子', initial: 'H', l1: [6], desc: '母婴用品' },
  { name: '宜家', initial: 'Y', l1: [7], desc: 'IKEA 家居' },
  { name: '罗莱家纺', initial: 'L', l1: [7], desc: '高端家纺' },
  { name: '欧普照明', initial: 'O', l1: [7], desc: '照明专家' },
  { name: '耐克', initial: 'N', l1: [8, 3], desc: 'Nike Just Do It' },
  { name: '阿迪达斯', initial: 'A', l1: [8, 3], desc: 'adidas Impossible is nothing' },
  { name: '李宁', initial: 'L', l1: [8], desc: '一切皆有可能' },
  { name: '安踏', initial: 'A', l1: [8], desc: '永不止步' },
  { name: '迪卡侬', initial: 'D', l1: [8], desc: 'Decathlon 运动超市' },
  { name: '骆驼', initial: 'L', l1: [8], desc: '户外装备' },
  { name: '中信出版', initial: 'Z', l1: [9], desc: '好书出版' },
  { name: '人民文学', initial: 'R', l1: [9], desc: '文学经典' },
  { name: '雅马哈', initial: 'Y', l1: [9], desc: 'YAMAHA 乐器' },
  { name: '得力', initial: 'D', l1: [1, 9], desc: 'deli 文具' },
]

/** shops: name, main level-1 category index, self-operated */
export const SHOPS: Array<{ name: string; l1: number; own: boolean; city: string; group: string }> = [
  { name: 'Bazaar 自营数码旗舰店', l1: 0, own: true, city: '北京', group: '旗舰店' },
  { name: 'Bazaar 自营家电旗舰店', l1: 2, own: true, city: '上海', group: '旗舰店' },
  { name: 'Bazaar 超市自营店', l1: 5, own: true, city: '上海', group: '旗舰店' },
  { name: 'Bazaar 自营图书馆', l1: 9, own: true, city: '北京', group: '旗舰店' },
  { name: '极客数码专营店', l1: 0, own: false, city: '深圳', group: '专营店' },
  { name: '华强北通讯专营店', l1: 0, own: false, city: '深圳', group: '专营店' },
  { name: '云端电脑官方旗舰店', l1: 1, own: false, city: '北京', group: '旗舰店' },
  { name: '优品办公专营店', l1: 1, own: false, city: '杭州', group: '专营店' },
  { name: '悦享家电旗舰店', l1: 2, own: false, city: '广州', group: '旗舰店' },
  { name: '衣见倾心女装店', l1: 3, own: false, city: '杭州', group: '专卖店' },
  { name: '型男衣橱男装旗舰店', l1: 3, own: false, city: '广州', group: '旗舰店' },
  { name: '步履不停鞋包专营店', l1: 3, own: false, city: '成都', group: '专营店' },
  { name: '花颜美妆旗舰店', l1: 4, own: false, city: '上海', group: '旗舰店' },
  { name: '水润个护专营店', l1: 4, own: false, city: '杭州', group: '专营店' },
  { name: '山野鲜生生鲜店', l1: 5, own: false, city: '成都', group: '专卖店' },
  { name: '零食小铺旗舰店', l1: 5, own: false, city: '杭州', group: '旗舰店' },
  { name: '萌宝母婴专营店', l1: 6, own: false, city: '上海', group: '专营店' },
  { name: '童趣玩具旗舰店', l1: 6, own: false, city: '广州', group: '旗舰店' },
  { name: '暖居家居旗舰店', l1: 7, own: false, city: '成都', group: '旗舰店' },
  { name: '匠心家具工厂店', l1: 7, own: false, city: '深圳', group: '专卖店' },
  { name: '极限运动户外店', l1: 8, own: false, city: '北京', group: '专营店' },
  { name: '跑者之家旗舰店', l1: 8, own: false, city: '深圳', group: '旗舰店' },
  { name: '书香文娱专营店', l1: 9, own: false, city: '杭州', group: '专营店' },
  { name: '琴韵乐器专卖店', l1: 9, own: false, city: '广州', group: '专卖店' },
]

/** city sub-sites (website rows) */
/** the demo cities: a shop there is on `road` in the district of `regions` (province, city, district names) */
export const CITIES: Array<{ code: number; name: string; title: string; regions: [string, string, string]; road: string; phone: string; lng: number; lat: number }> = [
  { code: 110100, name: '北京', title: 'Bazaar 北京站', regions: ['北京市', '北京市', '朝阳区'], road: '建国路', phone: '010', lng: 116.4074, lat: 39.9042 },
  { code: 310100, name: '上海', title: 'Bazaar 上海站', regions: ['上海市', '上海市', '浦东新区'], road: '陆家嘴环路', phone: '021', lng: 121.4737, lat: 31.2304 },
  { code: 440100, name: '广州', title: 'Bazaar 广州站', regions: ['广东省', '广州市', '天河区'], road: '天河路', phone: '020', lng: 113.2644, lat: 23.1291 },
  { code: 440300, name: '深圳', title: 'Bazaar 深圳站', regions: ['广东省', '深圳市', '南山区'], road: '科技园南区', phone: '0755', lng: 114.0579, lat: 22.5431 },
  { code: 330100, name: '杭州', title: 'Bazaar 杭州站', regions: ['浙江省', '杭州市', '西湖区'], road: '文三路', phone: '0571', lng: 120.1551, lat: 30.2741 },
  { code: 510100, name: '成都', title: 'Bazaar 成都站', regions: ['四川省', '成都市', '锦江区'], road: '春熙路', phone: '028', lng: 104.0665, lat: 30.5723 },
]

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗']
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '晓东', '思雨', '子涵', '浩然', '欣怡', '一鸣', '雨桐', '嘉怡']

export const REVIEW_TEXTS = [
  '质量很好，做工精细，和描述的一致，物流也很快，第二天就到了。',
  '包装完好，商品是正品，用了几天感觉不错，推荐购买！',
  '性价比很高，颜色和图片一样，客服态度也很好，耐心解答问题。',
  '发货速度快，快递小哥服务热情，东西很满意，会回购的。',
  '整体还可以，细节上有一点小瑕疵，不过不影响使用。',
  '第二次购买了，一如既往的好，家里人都很喜欢。',
  '宝贝收到了，手感很好，做工扎实，值得这个价格。',
  '一般般吧，和预期有些差距，物流倒是挺快的。',
  '趁活动买的，很划算，赠品也收到了，好评！',
  '非常好用，操作简单，说明书写得很清楚，老人也会用。',
  '物流有点慢，等了四天才到，商品本身没有问题。',
  '送给朋友的礼物，包装很精美，朋友说很喜欢。',
]
export const REPLY_TEXTS = [
  '感谢亲的支持与认可，我们会继续努力，期待您的再次光临！',
  '亲，非常抱歉给您带来不好的体验，已安排客服与您联系处理。',
  '谢谢您的好评，祝您生活愉快！',
  '收到您的反馈，我们会持续改进物流时效，感谢理解。',
]
export const AGAIN_TEXTS = [
  '用了一个月再来追评，依然很好用，没有出现任何问题。',
  '追评：质量经得起考验，推荐大家购买。',
  '用久了发现续航稍微有点下降，总体还是满意的。',
]
