import type { SVGProps } from 'react';

/** The header's few icons, drawn inline (24 × 24 strokes in the text's colour): no icon library in the first script. */
function Svg({ size = 20, children, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const UserIcon = () => (
  <Svg>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </Svg>
);

export const ChevronIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg size={16} style={{ transition: 'transform 0.15s' }} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
