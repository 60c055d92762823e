import { up as init } from './001_init.ts'
import { up as catalogSearch } from './003_catalog_search.ts'
import { up as member } from './004_member.ts'
import { up as catalogVersion } from './005_catalog_version.ts'
import { up as catalogNotify } from './006_catalog_notify.ts'
import { up as checkout } from './010_checkout.ts'
import { up as relativeImagePaths } from './011_relative_image_paths.ts'
import { up as verifier } from './012_verifier.ts'
import { up as orders } from './013_orders.ts'
import { up as chat } from './014_chat.ts'
import { up as memberAccount } from './015_member_account.ts'
import { up as contentTranslation } from './017_content_translation.ts'
import { up as promotions } from './016_promotions.ts'
import { up as listIndexNotify } from './018_list_index_notify.ts'
import { up as promoRewards } from './019_promo_rewards.ts'
import { up as catalogNumbers } from './020_catalog_numbers.ts'
import { up as stockNotify } from './021_stock_notify.ts'
import { up as payReturn } from './022_pay_return.ts'
import { up as reviewStars } from './023_review_stars.ts'
import { up as smsCodeMember } from './024_sms_code_member.ts'
import { up as siteConfigNotify } from './025_site_config_notify.ts'

// Ordered list: append new migrations; never edit one that has shipped. (002 was reserved and not
// needed.) Applied in this order, each once, recorded by name.
export const migrations: ReadonlyArray<{ name: string; up: string }> = [
  { name: '001_init', up: init },
  { name: '003_catalog_search', up: catalogSearch },
  { name: '004_member', up: member },
  { name: '005_catalog_version', up: catalogVersion },
  { name: '006_catalog_notify', up: catalogNotify },
  { name: '010_checkout', up: checkout },
  { name: '011_relative_image_paths', up: relativeImagePaths },
  { name: '012_verifier', up: verifier },
  { name: '013_orders', up: orders },
  { name: '014_chat', up: chat },
  { name: '015_member_account', up: memberAccount },
  { name: '016_promotions', up: promotions },
  { name: '017_content_translation', up: contentTranslation },
  { name: '018_list_index_notify', up: listIndexNotify },
  { name: '019_promo_rewards', up: promoRewards },
  { name: '020_catalog_numbers', up: catalogNumbers },
  { name: '021_stock_notify', up: stockNotify },
  { name: '022_pay_return', up: payReturn },
  { name: '023_review_stars', up: reviewStars },
  { name: '024_sms_code_member', up: smsCodeMember },
  { name: '025_site_config_notify', up: siteConfigNotify },
]
