/**
 * The `lang` of a shop's or a member's own words. Goods names, shop names, introductions, goods
 * descriptions and nicknames are written by people (in Chinese in the demo data) and are not
 * translated; the element showing them says which language they are in, so an English page pronounces them right (and its
 * no-Chinese check knows them). Platform words come translated from the server and need no mark.
 */
export const shopLang = (text: string | null | undefined): string | undefined => (text && /[\u3400-\u9fff]/.test(text) ? 'zh-CN' : undefined)
