// The About page's anchor of each team member's card (#team-<id>), which an insight's byline links to.
/** The id of a team member's slide on the About page. */
export function teamMemberAnchor(id: string): string {
  return `team-${id}`;
}
