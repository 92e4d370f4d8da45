/**
 * Leaves the platform for another site's page (the payment provider's hosted page). One place,
 * so that a test can see where the buyer was sent: jsdom cannot follow a real navigation.
 */
export const leaveFor = (url: string) => window.location.assign(url);
