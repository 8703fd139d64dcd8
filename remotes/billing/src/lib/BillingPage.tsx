import type { CSSProperties, ReactNode } from 'react';
import { PageHeader, type Crumb } from '@panel/ui';
import './billing-page.css';

interface BillingPageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Where the page sits (a payment page under its invoice), above the title. */
  breadcrumbs?: Crumb[];
  /** The way back, at the header's end. */
  back?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The frame of every billing screen: full width, the kit's PageHeader, then the content.
 * `public/fragments/invoice/_.html` paints the same frame before JavaScript, so keep them alike.
 */
export function BillingPage({ title, breadcrumbs, back, className, style, children }: BillingPageProps) {
  return (
    <div className={['billing-page', className].filter(Boolean).join(' ')} style={style}>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={back} />
      {children}
    </div>
  );
}
