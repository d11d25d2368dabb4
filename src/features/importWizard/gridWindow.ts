/** A row's height in pixels; `.wizard-grid tr` has it too, so that the rows drawn sit where the scroll says. */
export const rowHeight = 44;
/** Rows the grid shows at once, and rows drawn beyond them on each side for a smooth scroll. */
export const shownRows = 10;
export const overscan = 3;
/** Browsers cap an element's height (Firefox near 17.9 million px, Chromium 33.5): a taller list scrolls at a scale. */
export const maxScrollHeight = 15_000_000;

export interface GridWindow {
  /** the rows drawn: `first` up to, not with, `last` */
  first: number;
  last: number;
  /** the empty space above and below them, in pixels */
  above: number;
  below: number;
}

/**
 * Which of `count` rows to draw for a scroll position. Up to `maxScrollHeight` every row has its
 * place; past it the list scrolls at a scale, and the scroll's share of its way picks the first row
 * in view, so that the first and the last rows can both be reached.
 */
export function gridWindow(count: number, scrollTop: number): GridWindow {
  const fullHeight = count * rowHeight;
  const scale = fullHeight > maxScrollHeight ? maxScrollHeight / fullHeight : 1;
  const totalHeight = fullHeight * scale;
  const way = Math.max(1, totalHeight - shownRows * rowHeight);
  const at = Math.max(0, scale === 1 ? Math.floor(scrollTop / rowHeight) : Math.round((Math.min(scrollTop, way) / way) * Math.max(0, count - shownRows)));
  const first = Math.max(0, Math.min(at, count) - overscan);
  const last = Math.min(count, at + shownRows + overscan);
  const above = scale === 1 ? first * rowHeight : Math.max(0, scrollTop - (at - first) * rowHeight);
  const below = Math.max(0, totalHeight - above - (last - first) * rowHeight);
  return { first, last, above, below };
}
