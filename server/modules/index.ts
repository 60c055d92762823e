import type { FastifyInstance } from 'fastify'
import { registerSite } from './site/routes.ts'
import { registerImages } from './images/routes.ts'
import { registerAuth } from './auth/routes.ts'
import { registerMember } from './member/routes.ts'
import { registerOps } from '../ops/routes.ts'
import { registerCatalog } from './catalog/routes.ts'
import { registerShop } from './shop/routes.ts'
import { registerCms } from './cms/routes.ts'
import { registerHome } from './home/routes.ts'
import { registerCart } from './cart/routes.ts'
import { registerAddress } from './address/routes.ts'
import { registerPayPassword } from './pay-password/routes.ts'
import { registerOrderCreate } from './order-create/routes.ts'
import { registerPay } from './pay/routes.ts'
import { registerVerify } from './verify/routes.ts'
import { registerOrder } from './order/routes.ts'
import { registerAccount } from './account/routes.ts'
import { registerChat } from './chat/routes.ts'
import { registerPromotion } from './promotion/routes.ts'

/** Every contract module, one line each. */
export async function registerModules(app: FastifyInstance) {
  registerSite(app)
  registerImages(app)
  registerAuth(app)
  registerMember(app)
  registerOps(app)
  registerCatalog(app)
  registerShop(app)
  registerCms(app)
  registerHome(app)
  registerCart(app)
  registerAddress(app)
  registerPayPassword(app)
  registerOrderCreate(app)
  registerPay(app)
  registerVerify(app)
  registerOrder(app)
  registerAccount(app)
  registerChat(app)
  registerPromotion(app)
}
