/** The Halloween cobweb in the invoice's corner (spec section 2); decoration only. */
export function Cobweb() {
  return (
    <svg className="invoice-cobweb" data-testid="cobweb" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.2">
        <path d="M100 0 L0 100 M100 0 L30 100 M100 0 L0 30 M100 0 L60 100 M100 0 L0 60" />
        <path d="M80 0 Q82 18 100 20 M60 0 Q64 36 100 40 M40 0 Q46 54 100 60 M20 0 Q28 72 100 80" />
      </g>
    </svg>
  );
}
