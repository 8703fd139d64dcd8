import { createColumnHelper } from '@tanstack/react-table';
import { Bell, MoreHorizontal, Server, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import * as z from 'zod/mini';
import { ActionCards } from '../components/ActionCards';
import { Alert } from '../components/Alert';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ButtonLink } from '../components/ButtonLink';
import { Card } from '../components/Card';
import { Chart } from '../components/Chart';
import { Checkbox, RadioGroup, Switch } from '../components/Choice';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyButton } from '../components/CopyButton';
import { DataTable, type TableQuery } from '../components/DataTable';
import { Countdown, DateTime, RelativeTime } from '../components/DateTime';
import { DescriptionList } from '../components/DescriptionList';
import { Drawer } from '../components/Drawer';
import { DropdownMenu } from '../components/DropdownMenu';
import { EmptyState } from '../components/EmptyState';
import { IconButton } from '../components/IconButton';
import { Link } from '../components/Link';
import { Markdown } from '../components/Markdown';
import { Modal } from '../components/Modal';
import { Money } from '../components/Money';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { ColorSchemePicker, LanguagePicker } from '../components/PreferencePickers';
import { Select } from '../components/Select';
import { Skeleton } from '../components/Skeleton';
import { Spinner } from '../components/Spinner';
import { StatCard } from '../components/StatCard';
import { Tabs } from '../components/Tabs';
import { Combobox, NumberField, Textarea, TextField } from '../components/TextField';
import { toast } from '../components/toast';
import { kitToastOptions } from '../components/toast-options';
import { Tooltip } from '../components/Tooltip';
import { Form, FormTextField, SubmitButton, useZodForm } from '../forms/Form';
import { ApiError } from '@panel/api';
import '../theme/tokens.css';
import './catalogue.css';

/*
 * Development only (the shell's dev server, /__kit): every kit component in its states, in
 * both colour schemes side by side; the pickers switch the language and the page's scheme.
 * Sample content is literal on purpose: it stands for what screens will pass in.
 */

const DAY = 86_400_000;
const NOW = Date.now();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kit-section" aria-label={title}>
      <h2>{title}</h2>
      <div className="kit-row">{children}</div>
    </section>
  );
}

interface Invoice {
  id: string;
  customer: string;
  total: number;
}
const ALL_INVOICES: Invoice[] = Array.from({ length: 23 }, (_, i) => ({ id: `INV-${1000 + i}`, customer: ['Ada', 'Linus', 'Grace', 'Alan'][i % 4]!, total: 5 + ((i * 37) % 90) }));
const column = createColumnHelper<Invoice>();
const INVOICE_COLUMNS = [column.accessor('id', { header: 'Invoice' }), column.accessor('customer', { header: 'Customer' }), column.accessor('total', { header: 'Total', cell: (cell) => <Money amount={cell.getValue()} currency={{ name: 'Euro', abbreviation: 'EUR', symbol: '€' }} /> })];

function queryInvoices(query: TableQuery): { rows: Invoice[]; total: number } {
  const found = ALL_INVOICES.filter((row) => `${row.id} ${row.customer}`.toLowerCase().includes(query.search.toLowerCase()));
  if (query.order) {
    const { id, desc } = query.order;
    found.sort((a, b) => (a[id as keyof Invoice] > b[id as keyof Invoice] ? 1 : -1) * (desc ? -1 : 1));
  }
  return { rows: found.slice((query.page - 1) * query.pageSize, query.page * query.pageSize), total: found.length };
}

function TableDemo({ status }: { status: 'loading' | 'error' | 'success' | 'empty' }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 5, search: '' });
  const { rows, total } = queryInvoices(query);
  return (
    <DataTable
      label={`Invoices (${status})`}
      columns={INVOICE_COLUMNS}
      rows={status === 'loading' ? undefined : status === 'empty' ? [] : rows}
      total={status === 'empty' ? 0 : total}
      query={query}
      onQueryChange={setQuery}
      status={status === 'empty' ? 'success' : status}
      onRetry={() => toast('Retry')}
      getRowId={(row) => row.id}
      rowHref={(row) => `/invoice/${row.id}`}
      fetchAllRows={(q) => Promise.resolve(queryInvoices({ ...q, page: 1, pageSize: 1000 }).rows)}
      exportFileName="invoices.csv"
    />
  );
}

const schema = z.object({ name: z.string().check(z.minLength(3, 'At least 3 characters')), email: z.email('Not an email address') });

function FormDemo() {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } });
  return (
    <Form
      form={form}
      className="kit-form"
      onSubmit={async (values) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        if (values.email.endsWith('@taken.test')) throw new ApiError(400, 'Invalid', { message: 'Invalid', fields: { email: 'This address is already used' } });
        if (values.name === 'fail') throw new ApiError(500, 'The server could not save it');
        toast.success('Saved');
      }}
    >
      <FormTextField name="name" label="Server name" hint="Type fail for a server error" />
      <FormTextField name="email" type="email" label="Owner email" hint="…@taken.test for a field error from the server" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

function Overlays() {
  const [modal, setModal] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [typed, setTyped] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <>
      <Modal open={modal} onOpenChange={setModal} title="Rename server" description="The new name shows everywhere." trigger={<Button variant="secondary">Open a modal</Button>} actions={<Button onClick={() => setModal(false)}>Save</Button>}>
        <TextField label="Name" defaultValue="alpha" />
      </Modal>
      <Button variant="secondary" onClick={() => setConfirm(true)}>
        Confirm
      </Button>
      <ConfirmDialog open={confirm} onOpenChange={setConfirm} title="Cancel the order?" confirmLabel="Cancel the order" onConfirm={() => new Promise((resolve) => setTimeout(resolve, 600))} />
      <Button variant="danger" icon={<Trash2 size={16} aria-hidden />} onClick={() => setTyped(true)}>
        Delete server
      </Button>
      <ConfirmDialog open={typed} onOpenChange={setTyped} title="Delete alpha?" confirmLabel="Delete" destructive typeToConfirm="alpha" onConfirm={() => toast.success('Deleted')}>
        <p>Its files are gone for good.</p>
      </ConfirmDialog>
      <Drawer open={drawer} onOpenChange={setDrawer} title="Menu" trigger={<Button variant="secondary">Open the drawer</Button>}>
        <nav aria-label="Sidebar">
          <Link to="/">Dashboard</Link>
        </nav>
      </Drawer>
      <DropdownMenu trigger={<IconButton label="Actions" icon={<MoreHorizontal size={18} aria-hidden />} variant="secondary" />} items={[{ label: 'Rename', onSelect: () => setModal(true) }, { label: 'Disabled', onSelect: () => undefined, disabled: true }, { label: 'Delete', onSelect: () => setTyped(true), danger: true }]} />
      <Tooltip content="Renews automatically">
        <Button variant="ghost">Hover or focus me</Button>
      </Tooltip>
      <Button variant="secondary" onClick={() => toast.success('Saved')}>
        Toast
      </Button>
      <Button variant="secondary" onClick={() => toast.error('Payment failed')}>
        Error toast
      </Button>
    </>
  );
}

function Showcase() {
  const [checked, setChecked] = useState(true);
  const [plan, setPlan] = useState('pro');
  const [cycle, setCycle] = useState('720');
  const [page, setPage] = useState(2);
  return (
    <>
      <PageHeader title="Invoice INV-1001" description="Every component in its states." breadcrumbs={[{ label: 'Billing', to: '/__kit' }, { label: 'Invoices', to: '/__kit' }, { label: 'INV-1001' }]} actions={<Button>Pay</Button>} />
      <Section title="Buttons">
        {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button loading>Loading</Button>
        <Button disabled>Disabled</Button>
        <Button locked>Locked</Button>
        <ButtonLink to="/__kit" variant="secondary">A link that looks like a button</ButtonLink>
        <Button onClick={() => new Promise((resolve) => setTimeout(resolve, 1500))}>Busy 1.5 s on click</Button>
        <IconButton label="Notifications" icon={<Bell size={18} aria-hidden />} />
        <CopyButton value="https://panel.test/join/ada" />
        <ButtonLink to="/__kit" variant="secondary">A link that looks like a button</ButtonLink>
        <Link to="/__kit">An inside link</Link>
        <Link to="https://example.com">An outside link</Link>
      </Section>
      <Section title="Fields">
        <TextField label="Name" placeholder="alpha" />
        <TextField label="Email" hint="We never share it" defaultValue="ada@" error="Not an email address" />
        <TextField label="Disabled" disabled defaultValue="read only" />
        <NumberField label="Amount" min={1} step={0.01} defaultValue={10} />
        <Textarea label="Message" />
        <Combobox label="Location" options={['Paris', 'Frankfurt', 'Montréal']} />
        <Select label="Billing cycle" value={cycle} onValueChange={setCycle} options={[{ value: '720', label: 'Monthly' }, { value: '2160', label: 'Quarterly' }, { value: '8760', label: 'Yearly', disabled: true }]} />
        <Select label="Empty select" error="Pick one" onValueChange={() => undefined} placeholder="Choose…" options={[{ value: 'a', label: 'A' }]} />
      </Section>
      <Section title="Choices">
        <Checkbox label="Accept the terms" hint="Required to order" checked={checked} onCheckedChange={setChecked} />
        <Switch label="Email sign-in" checked={checked} onCheckedChange={setChecked} />
        <Switch label="Disabled switch" checked={false} disabled onCheckedChange={() => undefined} />
        <ActionCards label="Payment method" cards={[{ value: 'stripe', label: 'Stripe', description: 'Card and wallets' }, { value: 'paypal', label: 'PayPal', description: 'Opens in place', expanded: true }]} onChoose={() => undefined} />
        <RadioGroup label="Plan" value={plan} onValueChange={setPlan} options={[{ value: 'basic', label: 'Basic', description: '2 GB RAM' }, { value: 'pro', label: 'Pro', description: '8 GB RAM' }, { value: 'max', label: 'Max', description: 'Sold out', disabled: true }]} />
      </Section>
      <Section title="Form">
        <FormDemo />
      </Section>
      <Section title="Feedback">
        <Alert tone="info" title="Renews tomorrow">Your server renews in a day.</Alert>
        <Alert tone="success">Paid.</Alert>
        <Alert tone="warning" title="Low balance" actions={<Button size="sm">Add funds</Button>} />
        <Alert tone="danger" title="Payment failed" titleAs="h3">The card was declined.</Alert>
        {(['neutral', 'info', 'success', 'warning', 'danger'] as const).map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Spinner label="Loading…" />
        <Spinner size="sm" label="Waiting for the provider…" showLabel />
        <Skeleton width="12rem" />
        <Skeleton width="3rem" height="3rem" circle />
        <EmptyState icon={<Server size={32} aria-hidden />} title="No servers yet" action={<Button>Create one</Button>}>
          Your servers show here.
        </EmptyState>
      </Section>
      <Section title="Data">
        <dl className="ui-stats">
          <StatCard label="Balance" value={<Money amount={1234.5} currency={{ name: 'Euro', abbreviation: 'EUR', symbol: '€' }} />} hint="after the last invoice" />
          <StatCard label="Servers" value="3" />
        </dl>
        <Card title="Details" actions={<Badge tone="success">Paid</Badge>}>
          <DescriptionList
            items={[
              { label: 'Created', value: <DateTime value={NOW - 40 * DAY} /> },
              { label: 'Renews', value: <RelativeTime value={NOW + 3 * DAY} /> },
              { label: 'Deleted', value: <RelativeTime value={NOW - 2 * DAY} /> },
              { label: 'Event ends', value: <Countdown value={NOW + 2 * DAY + 5_000_000} /> },
              { label: 'Owner', value: <span className="kit-row"><Avatar name="Ada Lovelace" /> Ada Lovelace</span> },
            ]}
          />
        </Card>
        <Pagination page={page} pageCount={4} onPageChange={setPage} />
        <Tabs label="Server" tabs={[{ id: 'console', label: 'Console', content: 'Console output' }, { id: 'files', label: 'Files', content: 'File list' }, { id: 'backups', label: 'Backups', content: 'No backups' }]} />
      </Section>
      <Section title="Tables">
        <TableDemo status="success" />
        <TableDemo status="loading" />
        <TableDemo status="empty" />
        <TableDemo status="error" />
      </Section>
      <Section title="Chart">
        <Chart title="Revenue, last 7 days" x={Array.from({ length: 7 }, (_, i) => Math.floor((NOW - (6 - i) * DAY) / 1000))} xIsTime formatX={(x) => new Date(x * 1000).toDateString()} series={[{ label: 'Revenue', values: [12, 30, 18, 44, 39, 51, 47] }, { label: 'Refunds', values: [0, 2, 0, 5, 1, 0, 3] }]} />
      </Section>
      <Section title="Markdown">
        <Markdown source={'### An article\n\nSome **bold**, a [link inside](/shop), a [link outside](https://example.com) and hostile HTML: <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">js link</a>\n\n```\ncode\n```'} />
      </Section>
      <Section title="Overlays">
        <Overlays />
      </Section>
    </>
  );
}

/** The /__kit page: pickers, then the showcase in the page's scheme and in both fixed schemes. */
export function KitCatalogue() {
  return (
    <main className="kit-page">
      <div className="kit-pickers">
        <ColorSchemePicker />
        <LanguagePicker />
      </div>
      <div className="kit-schemes">
        <div data-theme="light" className="kit-scheme">
          <Showcase />
        </div>
        <div data-theme="dark" className="kit-scheme">
          <Showcase />
        </div>
      </div>
      <Toaster toastOptions={kitToastOptions} />
    </main>
  );
}
