/** How many of a member's last visits the overview shows (its hook and the page's first read ask the same). */
export const lastVisitsShown = 5;
