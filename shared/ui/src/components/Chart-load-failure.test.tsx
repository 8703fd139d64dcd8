import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { Chart } from './Chart';

vi.mock('./chart-renderer', () => {
  throw new Error('The chunk could not be loaded');
});

it('says the chart could not be drawn when its library does not load, and keeps its numbers', async () => {
  render(<Chart title="Revenue" x={[1]} formatX={(x) => `Day ${x}`} series={[{ label: 'Revenue', values: [10] }]} />);
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Data of Revenue' })).toHaveTextContent('Day 110');
});
