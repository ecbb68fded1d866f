// What the rest of the server may use of skm (docs/server-features.md): whether a finished request's
// survey is still open and its link, the surveys a customer has yet to fill in, and the public pages' data.
export { getInvitation } from './get-invitation.ts';
export { getSkmResults } from './get-skm-results.ts';
export { pendingSurveys } from './pending-surveys.ts';
export { surveyOpen } from './survey-open.ts';
export { surveyPath } from './survey-link.ts';
