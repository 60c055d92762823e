import { memberKey } from '../../../api/member-scope.ts'

/** the prefix of every refund / complaint answer (member-scoped); a refund write invalidates it and orderKey */
export const refundKey = memberKey('refund')
