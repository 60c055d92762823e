import { memberKey } from '../../../api/member-scope.ts'

// The verification counter (reference §6.7): a code's detail, confirming its use, the records by type.

export const verifyKey = memberKey('verify')
