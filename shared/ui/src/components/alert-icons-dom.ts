// The kit's Alert (Alert.tsx) draws lucide's icons through lucide-react. A server-included
// fragment has no React: it draws the same SVG from these shapes (alert-icons-dom.test.tsx
// compares the two). Plain DOM, no imports: `@panel/ui/alert-icons-dom`.
type IconNode = [tag: string, attributes: Record<string, string>][];

/** Each tone's icon: lucide's class names as lucide-react writes them for the name the kit imports, and its shapes. */
export const ALERT_ICONS: Record<'info' | 'success' | 'warning' | 'danger', { classes: string; node: IconNode }> = {
  info: {
    classes: 'lucide lucide-info',
    node: [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'M12 16v-4' }],
      ['path', { d: 'M12 8h.01' }],
    ],
  },
  success: {
    classes: 'lucide lucide-circle-check lucide-check-circle-2',
    node: [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'm16 9-5.5 5.5L8 12' }],
    ],
  },
  warning: {
    classes: 'lucide lucide-triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert',
    node: [
      ['path', { d: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3' }],
      ['path', { d: 'M12 9v4' }],
      ['path', { d: 'M12 17h.01' }],
    ],
  },
  danger: {
    classes: 'lucide lucide-circle-x lucide-x-circle',
    node: [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'm15 9-6 6' }],
      ['path', { d: 'm9 9 6 6' }],
    ],
  },
};

/** The lock the kit's Button shows while `locked` (16 px). */
export const LOCK_ICON = {
  classes: 'lucide lucide-lock',
  node: [
    ['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2' }],
    ['path', { d: 'M7 11V7a5 5 0 0 1 10 0v4' }],
  ] as IconNode,
};

/** The arrows of a sortable column's header in the kit's DataTable (14 px): unsorted, ascending, descending. */
export const SORT_ICONS: Record<'none' | 'asc' | 'desc', { classes: string; node: IconNode }> = {
  none: {
    classes: 'lucide lucide-arrow-up-down',
    node: [
      ['path', { d: 'm21 16-4 4-4-4' }],
      ['path', { d: 'M17 20V4' }],
      ['path', { d: 'm3 8 4-4 4 4' }],
      ['path', { d: 'M7 4v16' }],
    ],
  },
  asc: {
    classes: 'lucide lucide-arrow-up',
    node: [
      ['path', { d: 'm5 12 7-7 7 7' }],
      ['path', { d: 'M12 19V5' }],
    ],
  },
  desc: {
    classes: 'lucide lucide-arrow-down',
    node: [
      ['path', { d: 'M12 5v14' }],
      ['path', { d: 'm19 12-7 7-7-7' }],
    ],
  },
};

const SVG = 'http://www.w3.org/2000/svg';

/** The icon as the kit's Alert renders it (20 px, decorative), or at another size without the Alert's class. */
export function svgIcon({ classes, node }: { classes: string; node: IconNode }, { size = 20, alertIcon }: { size?: number; alertIcon?: boolean } = {}): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    xmlns: SVG,
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: (alertIcon ?? size === 20) ? `${classes} ui-alert-icon` : classes,
    'aria-hidden': 'true',
  };
  for (const [attribute, value] of Object.entries(attributes)) svg.setAttribute(attribute, value);
  for (const [tag, shape] of node) {
    const child = document.createElementNS(SVG, tag);
    for (const [attribute, value] of Object.entries(shape)) child.setAttribute(attribute, value);
    svg.append(child);
  }
  return svg;
}
