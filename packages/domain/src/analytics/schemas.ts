/*
 * SPEC.md §9 analytics categories. The event schemas are in events.ts, so the header, footer and
 * calls to action of every page send these without loading a schema library.
 */

/** Categories of header and footer interactions. */
export const HEADER_CATEGORY = 'Page_interaction_header';
export const FOOTER_CATEGORY = 'Page_interaction_footer';
/** The event SPEC.md §9 names for the header's e-book links (the hamburger button sends `hameburger_clicked`). */
export const EBOOK_LINK_EVENT = 'hamburger_clicked';
/** Categories of a call-to-action click and of an enquiry the API accepted. */
export const CTA_CATEGORY = 'Cta_click';
export const LEAD_CATEGORY = 'Lead';
