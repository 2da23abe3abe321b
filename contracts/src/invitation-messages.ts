/**
 * What a staff member reads about an invitation link that does not work. Apart from the schemas in
 * members.ts, so that the staff pages load no schema code (docs/decisions/064).
 */
export const NO_INVITATION_TOKEN = 'No invitation token found';
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';
