/**
 * Style pieces the feature stylesheets (*.css.ts) share: plain style objects and small functions
 * returning them, composed with `style([piece, { ...what differs }])`. A piece adds no class of its
 * own, so each element keeps one class and the cascade is what it was.
 * - layout: lists, stacks, rows, page columns, sidebar layouts
 * - text: titles, muted notes, labels, line clamps
 * - surfaces: cards, outlined panels, badges, thumbnails, covers
 * - controls: inputs, selects, pills, tap targets, outlined links
 * Design tokens stay in ../tokens.css.ts.
 */
export * from './controls'
export * from './layout'
export * from './surfaces'
export * from './text'
