import type { SVGProps } from 'react';
import { iconProps } from '../icon-props';

export const NoteIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M5 4h10l4 4v12H5z" />
    <path d="M9 12h6M9 16h4" />
  </svg>
);
