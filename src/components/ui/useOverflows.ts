import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider (`x`) or taller (`y`) than the element, followed as either
 * changes size. A region that scrolls takes the focus and a name only then: a keyboard reaches what is
 * hidden, and a region that does not scroll adds no stop to the tab order. Where there is no
 * `ResizeObserver` (jsdom) it never overflows.
 */
export function useOverflows<E extends HTMLElement>(axis: 'x' | 'y') {
  const [overflows, setOverflows] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (el: E | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el || typeof ResizeObserver !== 'function') return;
      const measure = () => setOverflows(axis === 'x' ? el.scrollWidth > el.clientWidth + 1 : el.scrollHeight > el.clientHeight + 1);
      const next = new ResizeObserver(measure);
      next.observe(el);
      // the content, too: a table that grows inside an element of the same size
      for (const child of el.children) next.observe(child);
      // no measure here: reading the sizes in React's commit would lay the page out there and then;
      // the observer's first callback comes after the browser's own layout, which it then reads
      observer.current = next;
    },
    [axis],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, overflows] as const;
}
