import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver. The room a screen gets depends on the side
 * drawer as much as on the window, so layouts that must fit it measure their own box rather than the viewport.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
