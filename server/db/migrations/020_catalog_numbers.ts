// Catalog numbers (decision 015): a goods' sales are the sum of its SKUs' sale_num, derived where
// they are read (server/modules/catalog/numbers.ts) rather than kept in a row every sale would
// update. This index answers that sum per goods from the index alone.
export const up = `
create index goods_sku_goods_sales on goods_sku (goods_id, sale_num);
`
