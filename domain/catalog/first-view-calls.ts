// The params of the home's and the frame's calls whose answers the server embeds in a page's HTML
// (decision 012, issue 25), read by both halves: the server embeds exactly the call the app makes.
// Each is a smaller call than the one the rest of the page needs; the app asks for the rest itself
// (a call the embedded block does not answer).

/**
 * The home floors its first screen shows — the first: the others are their reserved space until
 * near the viewport (features/catalog/home/floors.tsx), on the server too — and how many there are
 * (/api/pc/floors with `page_size`, Bazaar's addition: one page, {count, page_count, list}).
 * The home asks for all of them (the contract's call) when the browser is idle or a later floor
 * comes near.
 */
export const FIRST_FLOORS_PARAMS = { page: 1, page_size: 1 } as const

/**
 * The frame's category tree to two levels (the contract's `level`): the menu's rows with their
 * level-2 names, the search scope, the quick links. The menu's flyout shows the third level on
 * hover: it asks for the three-level tree (the /category page's call) when the browser is idle or
 * one of its rows is pointed at or focused.
 */
export const FRAME_TREE_PARAMS = { level: 2, template: 2 } as const
