/**
 * Contact addresses shown on the supporting pages. The project has not published an address yet:
 * these are the single place to change it.
 */
export const CONTACT_EMAIL = 'hello@ughscore.com';
export const AGENCY_EMAIL = 'design@ughscore.com';
/** The policies' "last updated" line (spec supporting-pages §2: January 2025). */
export const POLICY_LAST_UPDATED = 'January 2025';
