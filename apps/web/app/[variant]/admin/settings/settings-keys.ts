/** The Settings page's queries, all under one prefix that every change refreshes. */
export const SETTINGS_KEY = ['settings-admin'] as const;
