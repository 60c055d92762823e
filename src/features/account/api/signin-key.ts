import { memberKey } from '../../../api/member-scope.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export const signinKey = memberKey('membersignin')
