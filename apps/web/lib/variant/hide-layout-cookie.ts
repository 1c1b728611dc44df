/** Set by `?hide_layout=true` and cleared by `?hide_layout=false`; keeps the page alone across visits. */
export const HIDE_LAYOUT_COOKIE = 'hide_layout';
