/** How many of a member's last visits the overview shows (its hook and the page's first read ask the same). */
export const lastVisitsShown = 5;

/** How many of who is in's visits are shown at first, and more each time (its hook and the door's first read ask the same). */
export const whoIsInPage = 100;
