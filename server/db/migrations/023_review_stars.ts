// A review's stars are its `scores` (issue 21 item 3): the goods page shows them instead of 5 / 3 / 1
// from explain_type. Rows written before — the demo seed's and reviews sent by a client that gave
// only explain_type — kept the column default 5 whatever they said: a medium review gets 3 stars, a
// bad one 1, as the page showed them until now.
export const up = `
update goods_evaluate set scores = case explain_type when 2 then 3 else 1 end
  where scores = 5 and explain_type in (2, 3);
`
