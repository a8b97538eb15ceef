import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const ChevronIcon = ({ dir, ...p }: SVGProps<SVGSVGElement> & { dir: 'left' | 'right' }) => (
  <svg {...iconProps(p)}>
    <path d={dir === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
  </svg>
);
