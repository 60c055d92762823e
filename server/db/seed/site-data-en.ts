// The English side of the platform's long texts in site-data.ts: the same shapes, in the same order.

export const AGREEMENT_TITLE_EN = 'Bazaar Mall User Registration Agreement'

export const AGREEMENT_CONTENT_EN = `<p>Welcome to Bazaar Mall ("the platform"). Before you register, please read this agreement carefully, in particular the clauses that exclude or limit liability and those on dispute resolution and applicable law. By clicking "Agree and register" you confirm that you have read and accept the whole agreement.</p>
<h3>1. Registering and using an account</h3>
<p>1. Register with true, accurate and complete information and keep it up to date. You bear any loss caused by untrue information.</p>
<p>2. Your account is for your own use only and may not be transferred, lent or sold. Keep your username and password safe; you bear the consequences of an account stolen or information leaked through careless keeping.</p>
<p>3. If you find your account used by someone else, tell the platform at once; it will freeze the account within a reasonable time.</p>
<h3>2. Your rights and duties</h3>
<p>1. You may browse goods, place orders, join platform events, review goods and use the after-sales service.</p>
<p>2. You will obey the laws of the People's Republic of China, use the platform for nothing unlawful, and publish nothing that infringes others' intellectual property or other rights.</p>
<p>3. Reviews and questions you post must be objective and true and contain no abuse, defamation or advertising.</p>
<h3>3. Trading rules</h3>
<p>1. Prices, stock and delivery areas are those shown on the page when you order. Where a clearly wrong price appears through a system fault, the platform may cancel the order and will tell you promptly.</p>
<p>2. An order not paid within the agreed time closes automatically. Once paid, the shop ships within the agreed time.</p>
<p>3. Eligible goods can be returned within seven days without a reason, as the goods page and the After-sales Policy say.</p>
<h3>4. Personal information</h3>
<p>The platform collects, uses, stores and protects your personal information as the Privacy Policy says, and never gives it to a third party without your consent, except where the law requires.</p>
<h3>5. Limits of liability</h3>
<p>The platform is not liable for interruptions or delays caused by force majeure, network failures or third parties, but will do its best to reduce your loss.</p>
<h3>6. Changes and termination</h3>
<p>The platform may revise this agreement as the business develops; a revision takes effect when published. If you do not accept it, you may stop using the platform and close your account.</p>
<h3>7. Disputes</h3>
<p>This agreement is governed by the laws of the People's Republic of China. Disputes are settled by friendly negotiation; failing that, either side may sue in the competent people's court where the platform operator is located.</p>
<p>Bazaar E-Commerce Co., Ltd.</p>`

export const HELP_EN: Array<{ name: string; articles: Array<{ title: string; body: string[] }> }> = [
  {
    name: 'Shopping guide',
    articles: [
      { title: 'Registering as a new member', body: ['Click "Register" at the top right, enter a username, a password and the picture code, and you are registered.', 'You are logged in at once; complete your profile and bind a mobile number in the member centre.', 'For safety, use a password of at least 6 characters with both letters and digits.'] },
      { title: 'Searching and choosing goods', body: ['Type a product, brand or keyword in the search box at the top and press Enter; switch to "Shops" to search shops.', 'On the goods list you can filter by category, brand and price range, and sort by sales, price or newest.', 'Tick "Free shipping" or "Limited-time discount" to find deals quickly.'] },
      { title: 'Placing an order', body: ['On the goods page choose the spec and quantity, then click "Add to cart" or "Buy now".', 'On the checkout page confirm the address, delivery, coupons and invoice, then submit the order.', 'Pay within 30 minutes of submitting; unpaid orders close automatically.'] },
      { title: 'Using coupons', body: ['There are shop coupons and platform coupons; take them free in the coupon centre.', 'At checkout the usable coupons are matched automatically; one coupon of each kind per order.', 'Expired coupons lapse, cannot be exchanged for cash, and are not returned when an order is refunded.'] },
    ],
  },
  {
    name: 'Delivery',
    articles: [
      { title: 'Delivery area and times', body: ['Goods sold by Bazaar are delivered across mainland China (not Hong Kong, Macao, Taiwan or abroad).', 'In tier-1 and tier-2 cities, order before 23:00 for next-day delivery; elsewhere it usually takes 2–4 days.', "Third-party shops' delivery times are as the shop promises on the goods page."] },
      { title: 'Shipping fees', body: ['Orders of Bazaar goods over ¥99 ship free; below ¥99 shipping is ¥6.', 'Large appliances and furniture are delivered to your door free of charge.', 'Goods in a "Free shipping" event ship free, except to remote areas.'] },
      { title: 'Picking up in store', body: ['Some goods can be picked up in store: choose "Store pickup" and a store at checkout.', 'When the goods reach the store you get a pickup code by SMS; collect them within 7 days with the code.', 'Orders not picked up in time are cancelled and refunded the way you paid.'] },
      { title: 'Checking and signing for deliveries', body: ['Check the outer packaging in front of the courier; refuse a damaged parcel and contact customer service.', 'If something is missing or damaged after signing, photograph it and contact customer service within 48 hours.', 'For valuable goods, open and check before you sign.'] },
    ],
  },
  {
    name: 'Payment',
    articles: [
      { title: 'Paying online', body: ['WeChat Pay, Alipay, UnionPay QuickPass and other online methods are accepted.', 'Payments are encrypted by the payment provider; Bazaar never stores your card details.', 'Once paid, the order status changes to "To ship".'] },
      { title: 'Paying from your balance', body: ['Your account balance can pay for orders, alone or together with another method.', 'Paying from the balance needs a pay password, set it first.', 'The withdrawable part of the balance can be withdrawn to a bound bank card or Alipay account.'] },
      { title: 'Paying with points', body: ['Points can pay part of an order at checkout, 100 points for ¥1.', 'Points can pay at most 50% of an order.', 'You earn points by shopping, signing in and writing reviews.'] },
      { title: 'Invoices', body: ['Goods sold by Bazaar come with an electronic invoice or a VAT special invoice.', 'Electronic invoices are e-mailed when the order completes and can be downloaded from the order details.', 'Third-party shops issue their own invoices.'] },
    ],
  },
  {
    name: 'After-sales',
    articles: [
      { title: 'Returns and exchanges', body: ['Goods with 7-day no-reason returns can be returned within 7 days of delivery, in good condition.', 'Goods with quality problems can be exchanged within 15 days of delivery, shipping paid by the platform.', 'Fresh food, made-to-order goods and opened personal-care products cannot be returned without a reason.'] },
      { title: 'Refunds and how long they take', body: ['In "My orders" find the item, click "Apply for refund", give a reason and submit.', 'Once the shop approves, the refund reaches you the way you paid within 1–7 working days.', 'Orders paid from the balance are refunded to the balance at once.'] },
      { title: 'Price protection', body: ['If a Bazaar product gets cheaper within 7 days of delivery, apply for price protection and get the difference back.', 'Flash-sale and group-buy prices are not covered by price protection.', 'Apply for price protection from "My orders".'] },
      { title: 'Complaints and rights protection', body: ["If you are unhappy with a shop's answer, open a complaint under \"Rights protection\".", 'Platform customer service steps in within 48 hours and gives a decision.', 'You can also call the customer service hotline 400-800-8888.'] },
    ],
  },
  {
    name: 'Member centre',
    articles: [
      { title: 'Member levels and growth', body: ['Member levels are Member, Bronze, Silver, Gold and Diamond.', 'You earn growth points by shopping (1 point per yuan spent), reviewing and signing in; your level rises with them.', 'Each level brings its own benefits, listed on the member level page.'] },
      { title: 'Daily sign-in', body: ['Sign in once a day in the member centre to earn points.', 'Seven days in a row earn 50 extra points; a missed day starts the count again.', 'Sign-in rewards arrive at once; see them in "My points".'] },
      { title: 'Account security', body: ['Bind a mobile number and set a pay password to keep your account safe.', 'Forgot your password? Click "Forgot password" on the login page and reset it with an SMS code.', 'Never tell anyone your password or SMS codes.'] },
      { title: 'Managing addresses', body: ['Add, edit and delete delivery addresses under "Member centre – Addresses".', 'You can keep up to 20 addresses and make one the default.', 'The default address is chosen automatically at checkout.'] },
    ],
  },
]

export const NOTICE_SIGNATURE_EN = 'Bazaar Mall Operations'

export const NOTICES_EN: Array<{ title: string; body: string }> = [
  { title: 'Bazaar Mall is open — new members get a ¥50 coupon pack', body: 'From today every new member receives a ¥50 welcome coupon pack on registering, with one ¥20 off ¥99 and one ¥30 off ¥199 platform coupon.' },
  { title: 'Deliveries over the Spring Festival', body: 'During the Spring Festival (8–17 February) couriers pause in some areas. Bazaar keeps taking orders and ships them in order after the holiday. We apologise for the inconvenience.' },
  { title: 'Beware of telephone fraud', body: 'Bazaar customer service never asks for your card password or SMS codes, nor asks you to transfer money to an unknown account. If you get a suspicious call, hang up and call our hotline.' },
  { title: 'Mid-year sale rules', body: 'From 1 to 18 June: ¥50 off every ¥300 across shops, combinable with shop coupons; sale goods are price-protected.' },
  { title: 'City stations open: Beijing, Shanghai, Guangzhou, Shenzhen, Hangzhou, Chengdu', body: 'Choose your city to see local shops and services first; same-city orders can arrive the same day.' },
  { title: 'Privacy policy updated', body: 'We have updated the Privacy Policy to say more clearly what personal information we collect and how we use it. The update takes effect on publication.' },
  { title: 'Member points rules change', body: 'From next month 100 points pay ¥1, up to 50% of an order.' },
  { title: 'Store pickup now available', body: 'Store pickup is live in some cities: choose "Store pickup" at checkout for free shipping and collect with your pickup code.' },
  { title: 'Fast track for new shops', body: 'Brand shops are now reviewed within 3 working days and pay no platform fee in their first month. Call our merchant hotline to learn more.' },
  { title: 'System maintenance', body: 'To improve our service the platform will be upgraded this Sunday from 2:00 to 4:00; some features may be unavailable meanwhile.' },
  { title: 'New flash-sale rounds', body: 'The flash-sale channel now opens three rounds a day at 10:00, 14:00 and 20:00 — hits from 90% off. Be on time!' },
  { title: 'Faster after-sales', body: 'Refund reviews for Bazaar goods now take 24 hours instead of 48, and express refunds cover more members.' },
]
