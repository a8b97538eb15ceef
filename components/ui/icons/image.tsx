import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const ImageIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);
