import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
