import { memberKey } from '../../../api/member-scope.ts'

// /api/memberaccount/info and /page (reference §6.4, §6.5): the balance buckets or the points, and
// their ledger. Every change of a member's money or points is a row here.

export const accountKey = memberKey('memberaccount')
