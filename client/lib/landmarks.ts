/** The id of every screen's <main>, the skip link's target. */
export const MAIN_ID = 'main';
