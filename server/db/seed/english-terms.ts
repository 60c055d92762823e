// The platform's short words in English: categories, specs, attributes, units, navigation, adverts,
// promises, levels, search words, site texts. Chinese → English; written to content_translation
// (see server/i18n/glossary.ts). Goods and shop names are the shops' own words and are not here.
// Advert titles draw a picture: their English puts " — " between the picture's title and subtitle.

export const CATEGORY_TERMS: Record<string, string> = {
  // level 1 and their short names
  手机数码: 'Phones & Digital', 电脑办公: 'Computers & Office', 家用电器: 'Home Appliances', 服饰鞋包: 'Clothing, Shoes & Bags',
  美妆个护: 'Beauty & Personal Care', 食品生鲜: 'Food & Fresh', 母婴玩具: 'Baby & Toys', 家居家装: 'Home & Living',
  运动户外: 'Sports & Outdoors', 图书文娱: 'Books & Entertainment',
  手机: 'Phones', 电脑: 'Computers', 家电: 'Appliances', 服饰: 'Fashion', 美妆: 'Beauty', 食品: 'Food', 母婴: 'Baby',
  家居: 'Home', 运动: 'Sports', 图书: 'Books',
  // level 2 and short names
  手机通讯: 'Mobile Phones', 摄影摄像: 'Cameras', 智能设备: 'Smart Devices', 智能: 'Smart', 影音娱乐: 'Audio & Video',
  电脑整机: 'Computers', 整机: 'Computers', 电脑配件: 'Computer Accessories', 办公设备: 'Office Equipment', 办公: 'Office',
  文具耗材: 'Stationery & Supplies', 大家电: 'Major Appliances', 厨房小电: 'Kitchen Appliances', 厨电: 'Kitchen',
  生活电器: 'Household Appliances', 个护健康: 'Personal Care & Health', 女装: "Women's Clothing", 男装: "Men's Clothing",
  鞋靴: 'Shoes & Boots', 箱包: 'Bags & Luggage', 面部护肤: 'Skin Care', 护肤: 'Skin Care', 彩妆香水: 'Makeup & Fragrance',
  彩妆: 'Makeup', 洗发护发: 'Hair Care', 身体护理: 'Body Care', 休闲零食: 'Snacks', 零食: 'Snacks', 生鲜水果: 'Fresh Fruit & Produce',
  生鲜: 'Fresh', 粮油调味: 'Grains, Oils & Seasoning', 酒水饮料: 'Drinks', 酒饮: 'Drinks', 奶粉辅食: 'Formula & Baby Food',
  尿裤湿巾: 'Diapers & Wipes', 童装童鞋: "Kids' Clothing & Shoes", 童装: "Kids' Clothing", 玩具乐器: 'Toys', 玩具: 'Toys',
  家纺: 'Bedding & Textiles', 家具: 'Furniture', 厨具: 'Cookware', 灯饰照明: 'Lighting', 灯具: 'Lighting',
  运动服饰: 'Sportswear', 健身训练: 'Fitness', 健身: 'Fitness', 户外装备: 'Outdoor Gear', 户外: 'Outdoor', 骑行运动: 'Cycling',
  文学小说: 'Literature & Fiction', 文学: 'Literature', 童书: "Children's Books", 教育考试: 'Education & Exams',
  乐器文娱: 'Musical Instruments', 乐器: 'Instruments',
  // level 3
  游戏手机: 'Gaming Phones', 老人机: 'Senior Phones', 对讲机: 'Walkie-Talkies', 数码相机: 'Digital Cameras',
  微单相机: 'Mirrorless Cameras', 运动相机: 'Action Cameras', 镜头: 'Lenses', 智能手表: 'Smartwatches', 智能手环: 'Fitness Bands',
  VR眼镜: 'VR Headsets', 无人机: 'Drones', 蓝牙耳机: 'Bluetooth Earphones', 音箱: 'Speakers', 麦克风: 'Microphones',
  笔记本: 'Laptops', 游戏本: 'Gaming Laptops', 台式机: 'Desktops', 平板电脑: 'Tablets', 显示器: 'Monitors', 键盘: 'Keyboards',
  鼠标: 'Mice', 移动硬盘: 'External Drives', 打印机: 'Printers', 投影仪: 'Projectors', 碎纸机: 'Paper Shredders',
  墨盒: 'Ink Cartridges', 打印纸: 'Printer Paper', 签字笔: 'Gel Pens', 空调: 'Air Conditioners', 冰箱: 'Refrigerators',
  洗衣机: 'Washing Machines', 平板电视: 'TVs', 电饭煲: 'Rice Cookers', 空气炸锅: 'Air Fryers', 破壁机: 'Blenders',
  微波炉: 'Microwaves', 扫地机器人: 'Robot Vacuums', 吸尘器: 'Vacuum Cleaners', 电风扇: 'Electric Fans', 净化器: 'Air Purifiers',
  电动牙刷: 'Electric Toothbrushes', 吹风机: 'Hair Dryers', 剃须刀: 'Shavers', 连衣裙: 'Dresses', T恤: 'T-Shirts',
  针织衫: 'Knitwear', 羽绒服: 'Down Jackets', 衬衫: 'Shirts', 夹克: 'Jackets', 休闲裤: 'Casual Trousers', 卫衣: 'Hoodies',
  运动鞋: 'Sneakers', 皮鞋: 'Leather Shoes', 帆布鞋: 'Canvas Shoes', 靴子: 'Boots', 双肩包: 'Backpacks', 行李箱: 'Suitcases',
  钱包: 'Wallets', 面霜: 'Face Creams', 精华: 'Serums', 面膜: 'Face Masks', 洁面: 'Cleansers', 口红: 'Lipsticks',
  粉底: 'Foundation', 香水: 'Perfume', 眼影: 'Eyeshadow', 洗发水: 'Shampoo', 护发素: 'Conditioner', 染发剂: 'Hair Dye',
  沐浴露: 'Shower Gel', 身体乳: 'Body Lotion', 护手霜: 'Hand Cream', 坚果: 'Nuts', 饼干: 'Biscuits', 糖果: 'Sweets',
  肉干: 'Jerky', 苹果: 'Apples', 车厘子: 'Cherries', 海鲜: 'Seafood', 牛排: 'Steaks', 大米: 'Rice', 食用油: 'Cooking Oil',
  酱油: 'Soy Sauce', 白酒: 'Baijiu', 红酒: 'Red Wine', 茶叶: 'Tea', 咖啡: 'Coffee', 婴幼儿奶粉: 'Infant Formula',
  米粉: 'Baby Cereal', 营养品: 'Supplements', 纸尿裤: 'Diapers', 拉拉裤: 'Pull-Ups', 湿巾: 'Wet Wipes', 套装: 'Outfits',
  童鞋: "Kids' Shoes", 外套: 'Coats', 积木: 'Building Blocks', 遥控车: 'RC Cars', 毛绒玩具: 'Plush Toys',
  益智玩具: 'Educational Toys', 四件套: 'Bedding Sets', 被子: 'Quilts', 枕头: 'Pillows', 毛巾: 'Towels', 沙发: 'Sofas',
  床: 'Beds', 书桌: 'Desks', 衣柜: 'Wardrobes', 炒锅: 'Woks', 刀具: 'Knives', 保温杯: 'Vacuum Flasks', 吸顶灯: 'Ceiling Lights',
  台灯: 'Desk Lamps', 落地灯: 'Floor Lamps', 跑步鞋: 'Running Shoes', 运动T恤: 'Sports T-Shirts', 运动裤: 'Track Pants',
  跑步机: 'Treadmills', 哑铃: 'Dumbbells', 瑜伽垫: 'Yoga Mats', 动感单车: 'Exercise Bikes', 帐篷: 'Tents',
  冲锋衣: 'Shell Jackets', 登山包: 'Hiking Packs', 睡袋: 'Sleeping Bags', 自行车: 'Bicycles', 头盔: 'Helmets',
  骑行服: 'Cycling Wear', 小说: 'Novels', 散文随笔: 'Essays', 诗歌: 'Poetry', 绘本: 'Picture Books', 科普百科: 'Popular Science',
  儿童文学: "Children's Literature", 中小学教辅: 'School Study Guides', 外语学习: 'Language Learning', 考研: 'Graduate Exams',
  // level-3 short names
  相机: 'Cameras', 微单: 'Mirrorless', 手表: 'Watches', 手环: 'Bands', 耳机: 'Earphones', 硬盘: 'Drives', 电视: 'TVs',
  炸锅: 'Air Fryers', 扫地机: 'Robot Vacuums', 牙刷: 'Toothbrushes', 奶粉: 'Formula', 单车: 'Exercise Bikes', 散文: 'Essays',
  科普: 'Science', 教辅: 'Study Guides', 外语: 'Languages',
  吉他: 'Guitars', 电子琴: 'Keyboards (Music)', 尤克里里: 'Ukuleles',
}

export const SPEC_TERMS: Record<string, string> = {
  颜色: 'Colour', 版本: 'Edition', 配置: 'Configuration', 规格: 'Size', 尺码: 'Size', 尺寸: 'Size', 适用年龄: 'Age',
  曜石黑: 'Obsidian Black', 冰川白: 'Glacier White', 远峰蓝: 'Sierra Blue', 晨曦金: 'Dawn Gold', 深空灰: 'Space Grey',
  银色: 'Silver', 星光色: 'Starlight', 白色: 'White', 灰色: 'Grey', 香槟金: 'Champagne Gold', 标准款: 'Standard',
  升级款: 'Upgraded', 旗舰款: 'Flagship', 黑色: 'Black', 藏青: 'Navy', 卡其: 'Khaki', 礼盒装: 'Gift Box', 原木色: 'Natural Wood',
  胡桃色: 'Walnut', 奶油白: 'Cream White', 浅灰: 'Light Grey', 荧光绿: 'Neon Green', 深灰: 'Dark Grey', 宝蓝: 'Royal Blue',
  '0-6个月': '0–6 months', '6-12个月': '6–12 months', '1-3岁': '1–3 years', '3-6岁': '3–6 years', 平装: 'Paperback',
  精装: 'Hardcover', 典藏版: "Collector's Edition",
  // attributes and their values
  网络制式: 'Network', '5G全网通': '5G (all carriers)', '4G全网通': '4G (all carriers)', 不支持: 'Not supported',
  屏幕尺寸: 'Screen size', '6.1英寸': '6.1 in', '6.7英寸': '6.7 in', '6.8英寸以上': '6.8 in and above', 其他: 'Other',
  充电功率: 'Charging power', '100W及以上': '100 W and above', '13.3英寸': '13.3 in', '14英寸': '14 in', '15.6英寸': '15.6 in',
  '16英寸': '16 in', 处理器: 'Processor', 能效等级: 'Energy class', 一级能效: 'Class 1', 二级能效: 'Class 2', 三级能效: 'Class 3',
  控制方式: 'Control', APP智能控制: 'App control', 遥控: 'Remote control', 机械按键: 'Buttons', 适用季节: 'Season',
  春季: 'Spring', 夏季: 'Summer', 秋季: 'Autumn', 冬季: 'Winter', 风格: 'Style', 休闲: 'Casual', 通勤: 'Office', 复古: 'Retro',
  材质: 'Material', 纯棉: 'Cotton', 羊毛: 'Wool', 聚酯纤维: 'Polyester', 真皮: 'Leather', 适合肤质: 'Skin type',
  任何肤质: 'All skin types', 干性: 'Dry', 油性: 'Oily', 敏感肌: 'Sensitive', 功效: 'Benefit', 保湿补水: 'Hydrating',
  美白提亮: 'Brightening', 抗皱紧致: 'Anti-wrinkle', 控油: 'Oil control', 口味: 'Flavour', 原味: 'Original', 香辣: 'Spicy',
  五香: 'Five-spice', 蜂蜜: 'Honey', 产地: 'Origin', 国产: 'Domestic', 进口: 'Imported', 包装: 'Packaging', 袋装: 'Bag',
  盒装: 'Box', 罐装: 'Can', 适用性别: 'Gender', 通用: 'Unisex', 男孩: 'Boys', 女孩: 'Girls', 安全标准: 'Safety standard',
  '3C认证': 'CCC certified', CE认证: 'CE certified', 国标GB: 'GB standard', 北欧: 'Nordic', 现代简约: 'Modern minimalist',
  新中式: 'New Chinese', 日式: 'Japanese', 实木: 'Solid wood', 棉麻: 'Cotton & linen', 不锈钢: 'Stainless steel', 布艺: 'Fabric',
  适用场景: 'Use', 跑步: 'Running', 健身房: 'Gym', 登山: 'Hiking', 骑行: 'Cycling', 适用人群: 'For', 男士: 'Men', 女士: 'Women',
  出版社: 'Publisher', 人民文学出版社: "People's Literature Publishing House", 中信出版社: 'CITIC Press',
  译林出版社: 'Yilin Press', 商务印书馆: 'The Commercial Press', 装帧: 'Binding', 函套: 'Slipcase',
  // units
  台: 'unit', 件: 'pc', 本: 'copy',
}

export const SITE_TERMS: Record<string, string> = {
  // navigation
  首页: 'Home', 秒杀: 'Flash Sale', 团购: 'Group Buy', 领券中心: 'Coupons', 品牌专区: 'Brands', 店铺街: 'Shop Street',
  专题活动: 'Topics', 帮助中心: 'Help Centre',
  // promises
  正品保障: 'Genuine goods', '正品行货，假一赔十': 'Genuine goods — ten times back if not', 七天无理由退货: '7-day returns',
  '签收后 7 天内无理由退货': 'Return within 7 days of delivery, no reason needed', 极速发货: 'Fast dispatch',
  '当日下单，次日送达': 'Order today, delivered tomorrow', 售后无忧: 'Worry-free after-sales',
  '专业客服，一对一服务': 'One-to-one customer service', '100% 自营': '100% self-operated',
  '自营商品，品质可靠': 'Sold and shipped by Bazaar',
  // advert positions
  顶部通栏广告: 'Top banner', 首页轮播广告: 'Home carousel', 首页中部左侧广告: 'Home middle left', 首页中部右侧广告: 'Home middle right',
  登录页广告: 'Login page', 领券中心广告: 'Coupon centre', 秒杀专区广告: 'Flash sale', 团购专区广告: 'Group buy',
  品牌专区广告: 'Brands', 店铺首页广告: 'Shop home',
  // advert slides (picture title — subtitle)
  '新人专享 注册立领 50 元券包': 'New here? — Register and get a ¥50 coupon pack',
  '数码焕新季 5G 旗舰低至 8 折': 'Digital refresh — 5G flagships from 20% off',
  '家电以旧换新 至高补贴 1000 元': 'Trade in your appliances — Up to ¥1,000 off',
  '春装上新 满 300 减 50': 'Spring styles are in — ¥50 off every ¥300',
  '美妆大牌节 买一送一': 'Beauty brand week — Buy one, get one free',
  '生鲜年货节 产地直发': 'Fresh food festival — Straight from the farm',
  '限时秒杀 每日三场': 'Flash sale — Three rounds a day', '拼团更划算 低至 5 折': 'Group buys — Up to 50% off',
  '登录 Bazaar 开启品质生活': 'Log in to Bazaar — Quality living starts here', '会员专享价 每周上新': 'Member prices — New every week',
  '领券中心 好券天天领': 'Coupon centre — Fresh coupons every day', '整点秒杀 爆款 1 折起': 'Flash sale on the hour — Hits from 90% off',
  '团购专区 一起买更便宜': 'Group buy — Cheaper together', '大牌云集 品质之选': 'Top brands — Quality picks',
  '好店推荐 逛店铺街': 'Great shops — Stroll the shop street',
  // the float layer and generated pictures
  限时秒杀: 'Flash sale', '整点开抢 低至 1 折': 'On the hour — up to 90% off', '品类好物 限时特惠': 'Limited-time deals',
  '立即查看 ›': 'Shop now ›', 'Bazaar 商城': 'Bazaar Mall', 多商家品质购物平台: 'Quality multi-shop marketplace',
  // home floors
  '1F 手机数码': '1F Phones & Digital', '2F 家用电器': '2F Home Appliances', '3F 服饰鞋包': '3F Clothing, Shoes & Bags',
  '4F 食品生鲜': '4F Food & Fresh', 品质生活: 'Quality Living', 为你精挑细选的人气好物: 'Popular picks chosen for you',
  数码楼层: 'Digital floor', 家电楼层: 'Appliances floor', 猜你喜欢: 'You may like', 服饰楼层: 'Fashion floor', 食品楼层: 'Food floor',
  '数码焕新 爆款直降': 'Digital refresh — Best sellers reduced', '新品首发 5G 新机至高立减 500': 'New launches — New 5G phones up to ¥500 off',
  '家电焕新 以旧换新': 'Appliance refresh — Trade in the old', '品质生活 好物精选': 'Quality living — Hand-picked goods',
  '春装上新 满减不停': 'Spring styles — Spend more, save more', '穿搭灵感 每日上新': 'Outfit ideas — New every day',
  '生鲜直达 产地好货': 'Fresh, direct — From the source', '年货礼盒 满额包邮': 'Holiday gift boxes — Free shipping over the threshold',
  // search words
  '5G 手机': '5G phones',
  // friendly links
  中国消费者协会: 'China Consumers Association', 国家市场监督管理总局: 'State Administration for Market Regulation',
  '12315 投诉举报': '12315 Consumer Complaints', 中国电子商务研究中心: 'China E-Commerce Research Center',
  网络不良信息举报中心: 'Illegal Information Reporting Center', 'Bazaar 商家中心': 'Bazaar Seller Centre',
  // site and copyright
  'Bazaar 商城：多商家品质购物平台，数码家电、服饰美妆、生鲜食品一站购齐，正品保障，极速发货。':
    'Bazaar Mall: a quality multi-shop marketplace — electronics, appliances, fashion, beauty and fresh food in one place; genuine goods, fast delivery.',
  商城: 'mall', 网上购物: 'online shopping', 生鲜: 'fresh food',
  'Bazaar 电子商务有限公司': 'Bazaar E-Commerce Co., Ltd.', 'Copyright © 2026 Bazaar 商城 版权所有': 'Copyright © 2026 Bazaar Mall. All rights reserved.',
  '沪公网安备 31011502000001号': 'Shanghai Public Security Filing No. 31011502000001', '沪ICP备2026000001号': 'Shanghai ICP No. 2026000001',
  '上海市浦东新区世纪大道100号': '100 Century Avenue, Pudong, Shanghai',
  // member levels
  普通会员: 'Member', 铜牌会员: 'Bronze Member', 银牌会员: 'Silver Member', 金牌会员: 'Gold Member', 钻石会员: 'Diamond Member',
  注册即可成为普通会员: 'Every registered shopper is a Member',
  '成长值达到 500 升级，享专属优惠券': 'Reach 500 growth points: exclusive coupons',
  '成长值达到 2000 升级，享生日礼包': 'Reach 2,000 growth points: a birthday gift pack',
  '成长值达到 5000 升级，享专属客服': 'Reach 5,000 growth points: a dedicated service agent',
  '成长值达到 10000 升级，享全年免运费': 'Reach 10,000 growth points: free shipping all year',
  // city stations
  全国: 'All China', 北京: 'Beijing', 上海: 'Shanghai', 广州: 'Guangzhou', 深圳: 'Shenzhen', 杭州: 'Hangzhou', 成都: 'Chengdu',
  'Bazaar 北京站': 'Bazaar Beijing', 'Bazaar 上海站': 'Bazaar Shanghai', 'Bazaar 广州站': 'Bazaar Guangzhou',
  'Bazaar 深圳站': 'Bazaar Shenzhen', 'Bazaar 杭州站': 'Bazaar Hangzhou', 'Bazaar 成都站': 'Bazaar Chengdu',
  // platform coupons (the shops' own coupons keep their names)
  '平台通用 满199减20': 'All shops: ¥20 off ¥199', '平台新人 无门槛10元': 'New members: ¥10 off, no minimum',
  '旗舰店专享 满300减40': 'Flagship stores: ¥40 off ¥300', '限量抢 满100减15': 'Limited: ¥15 off ¥100',
  '新人券包 满99减20': 'Welcome pack: ¥20 off ¥99', '新人券包 满199减30': 'Welcome pack: ¥30 off ¥199',
  // order and refund statuses (reference §3.5, §3.6)
  待支付: 'To pay', 待发货: 'To ship', 已发货: 'Shipped', 已收货: 'Received', 已完成: 'Completed', 已关闭: 'Closed',
  待提货: 'Ready for pickup', 已提货: 'Picked up', 配送中: 'Out for delivery', 待使用: 'To use', 已使用: 'Used',
  申请退款: 'Refund requested', 退款中: 'Refunding', 已退款: 'Refunded', 退款完成: 'Refunded', 拒绝退款: 'Refund refused',
  待退货: 'Awaiting return', 待收货: 'To receive', 待评价: 'To review',
  普通订单: 'Standard order', 自提订单: 'Pickup order', 外卖订单: 'Local delivery order', 虚拟订单: 'Virtual order',
  // flash-sale rounds
  ...Object.fromEntries(Array.from({ length: 24 }, (_, h) => [`${String(h).padStart(2, '0')}:00场`, `${String(h).padStart(2, '0')}:00 round`])),
  // shop groups
  旗舰店: 'Flagship store', 专营店: 'Specialty store', 专卖店: 'Brand store',
  // member pages (issue 13): refund and complaint statuses, types and reasons (server/modules/order)
  待转账: 'Awaiting transfer', 维权结束: 'After-sales closed', 买家待退货: 'Awaiting your return', 卖家待收货: 'Awaiting receipt by the shop',
  卖家已收货: 'Received by the shop', 卖家拒绝: 'Refused by the shop', 平台拒绝: 'Refused by the platform', 已撤销: 'Withdrawn',
  申请维权: 'After-sales requested', 仅退款: 'Refund only', 退货退款: 'Return and refund',
  未按约定时间发货: 'Not shipped on time', '拍错/多拍/不喜欢': 'Ordered by mistake / too many / changed my mind',
  协商一致退款: 'Refund agreed with the shop', 商家拒绝退款: 'The shop refused the refund',
  商家未按约定处理: 'The shop did not do as agreed', 商品与描述不符: 'Not as described',
  // delivery and payment (order-create/checkout.ts DELIVERY_NAMES, transitions.ts PAY_TYPE_NAMES), withdrawal accounts
  物流配送: 'Express delivery', 门店自提: 'Store pickup', 外卖配送: 'Local delivery',
  余额支付: 'Balance', 支付宝支付: 'Alipay', 微信支付: 'WeChat Pay', 在线支付: 'Online payment', 支付宝: 'Alipay', 银行卡: 'Bank card',
  // pickup and virtual-goods verification (verify/service.ts VERIFY_TYPES)
  订单自提: 'Order pickup', 虚拟商品: 'Virtual goods',
  // recharge packages (seed/account.ts) and the account ledger
  充20元: 'Top up ¥20', 充30元: 'Top up ¥30', 充100送10元: 'Top up ¥100, get ¥10 extra', 充200送30元: 'Top up ¥200, get ¥30 extra',
  充500送80元: 'Top up ¥500, get ¥80 extra', 邀请好友活动奖励: 'Invite-a-friend reward', 订单消费: 'Order payment',
  订单关闭退回: 'Closed order returned', 订单奖励: 'Order reward', 订单退款: 'Order refund', 会员充值: 'Top-up', 余额提现: 'Withdrawal',
  提现退回: 'Withdrawal refused, returned', 签到: 'Daily sign-in', 升级礼包: 'Level-up gift', 平台调整: 'Adjustment', 活动奖励: 'Activity award',
  // the buyer's order and refund actions (server/modules/order/status.ts)
  关闭订单: 'Close order', 支付: 'Pay', 延长收货: 'Extend receipt', 确认收货: 'Confirm receipt', 查看物流: 'Track package',
  修改申请: 'Change request', 撤销维权: 'Withdraw request', 填写发货物流: 'Enter return shipping',
  已支付: 'Paid', 尽快送达: 'As soon as possible',
  // the default pictures' words (server/modules/images/svg.ts placeholder)
  暂无图片: 'No image', 店铺: 'Shop', 城市: 'City', 供应商: 'Supplier', 门店: 'Store', 分类: 'Category', 品牌: 'Brand',
}

/** the platform after-sales text (site_config goods_aftersale, migration 003) */
export const AFTERSALE_EN =
  '<h3>After-sales guarantee</h3><p>Everything sold here comes from the shops on the marketplace or from Bazaar itself, and can be returned within 7 days without a reason (made-to-order and perishable goods excepted).</p>' +
  '<p>If a product has a quality problem after delivery, apply for a refund or after-sales service in the order details; the shop must answer within 48 hours, and if you cannot agree you can ask the platform to step in.</p>' +
  '<p>Return shipping: the shop pays for quality problems, the buyer otherwise. Refunds go back the way you paid.</p>'
