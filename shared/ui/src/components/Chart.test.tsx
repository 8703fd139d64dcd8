import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from './Chart';

const drawChart = vi.fn(() => () => undefined);
vi.mock('./chart-renderer', () => ({ drawChart }));

describe('Chart', () => {
  it('is a named figure with its numbers in a table, drawn by the lazily loaded renderer', async () => {
    render(<Chart title="Revenue" x={[1, 2]} formatX={(x) => `Day ${x}`} formatValue={(v) => `€${v}`} series={[{ label: 'Revenue', values: [10, null] }]} />);
    expect(screen.getByRole('figure', { name: 'Revenue' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Data of Revenue' });
    expect(table).toHaveTextContent('Day 1€10');
    expect(screen.getByRole('rowheader', { name: 'Day 2' })).toBeInTheDocument();
    await vi.waitFor(() => expect(drawChart).toHaveBeenCalledOnce());
  });
});
