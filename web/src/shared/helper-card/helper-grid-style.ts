/** Fills the width it gets, so the grid fits beside a filter panel as well as without one. */
export const helperGridStyle = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: { xs: 2, md: 3 },
  m: 0,
  p: 0,
  listStyle: "none",
} as const;
