import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const StarIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps({ width: 14, height: 14, fill: 'currentColor', stroke: 'none', ...p })}>
    <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
  </svg>
);
