import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const PlusIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
