import type { SVGProps } from 'react';

// Inline icons (no icon font or network request), one module each under icons/ so that a page's scripts carry
// only the icons it shows. Decorative unless given a title by the caller.
export const iconProps = (props: SVGProps<SVGSVGElement>) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  ...props,
});
