import { seedConfig } from '../test-utils/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadedSession, resetSession } from '../test-utils/session';
import { InfoDialog } from './InfoDialog';
import { lazyModal } from './modal';

// The announcement's Modal arrives in its own chunk; here it has, as it soon does in the app.
beforeAll(() => lazyModal.load());
afterEach(resetSession);

const announcement = { id: 'maintenance-2026-12', title: 'Planned maintenance', message: 'The panel is down on Sunday.' };

const withDialog = (dialog: (typeof announcement & { enabled?: boolean }) | null) => {
  const config = seedConfig();
  loadedSession({ ...config, info: { ...config.info, dialog } });
};

describe('InfoDialog', () => {
  it('shows info.dialog until dismissed, then remembers its id', async () => {
    withDialog(announcement);
    const { unmount } = render(<InfoDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Planned maintenance' });
    await waitFor(() => expect(dialog).toHaveTextContent('The panel is down on Sunday.'));

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('dialog:maintenance-2026-12')).not.toBeNull();

    unmount();
    render(<InfoDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show an announcement dismissed earlier on this browser', () => {
    localStorage.setItem('dialog:maintenance-2026-12', 'dismissed');
    withDialog(announcement);
    render(<InfoDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new announcement even when an older one was dismissed', () => {
    localStorage.setItem('dialog:maintenance-2026-11', 'dismissed');
    withDialog(announcement);
    render(<InfoDialog />);
    expect(screen.getByRole('dialog', { name: 'Planned maintenance' })).toBeInTheDocument();
  });

  it.each(['token', 'user', 'userId', 'comingFrom'])('an announcement with the id %j leaves that key alone', async (id) => {
    localStorage.setItem(id, 'kept');
    withDialog({ ...announcement, id });
    render(<InfoDialog />);
    expect(screen.getByRole('dialog', { name: 'Planned maintenance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(localStorage.getItem(id)).toBe('kept');
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with enabled %s, shows %i dialog', (enabled, shown) => {
    withDialog({ ...announcement, enabled });
    render(<InfoDialog />);
    expect(screen.queryAllByRole('dialog', { name: 'Planned maintenance' })).toHaveLength(shown);
  });

  it('shows nothing without an announcement', () => {
    withDialog(null);
    render(<InfoDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
