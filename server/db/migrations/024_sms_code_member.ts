// A code asked for from a member's account (bind a mobile or an e-mail, the password and pay-password
// codes) remembers that member: only they can use it (issue 21 — another member holding the key and
// the code could bind the number). Codes asked for without a login (login, register, find password)
// keep member_id null.
export const up = `
alter table sms_code add column member_id integer;
`
