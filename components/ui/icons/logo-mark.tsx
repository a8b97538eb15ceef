import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const LogoMark = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps({ stroke: 'none', ...p })}>
    <circle cx="12" cy="12" r="11" fill="currentColor" />
    <path d="M12 6.5c1.7 2.2 4 3.3 4 6a4 4 0 0 1-8 0c0-2.7 2.3-3.8 4-6z" fill="#fff" />
  </svg>
);
/** A left or right arrow for carousels (size and stroke given by the caller). */
