import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { db, resetDb } from '../../../../../mocks/src/db';
import { resetInstance } from '../../../../../mocks/src/domain/instance-maintenance';
import { handlers } from '../../../../../mocks/src/handlers';

const server = setupServer(...controlHandlers, ...handlers);
server.listen({ onUnhandledRequest: 'error' });
const { SetupWizard } = await import('./SetupWizard');

afterEach(() => {
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ token: null, userId: null, user: null, config: null });
});
afterAll(() => server.close());

async function fillBothSteps() {
  const user = userEvent.setup();
  render(<SetupWizard />);
  await user.type(screen.getByLabelText('Panel name'), 'Pixel Hosting');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Username'), 'Olive Owner');
  await user.type(screen.getByLabelText('Email'), 'owner@pixel.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse 42');
  await user.type(screen.getByLabelText('Confirm password'), 'correct horse 42');
  return user;
}

describe('SetupWizard', () => {
  it('starts on Albanian Lek and keeps the first step until it is valid', async () => {
    const user = userEvent.setup();
    render(<SetupWizard />);
    expect(screen.getByLabelText('Currency')).toHaveValue('Albanian Lek (ALL)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter the name of your panel.')).toBeInTheDocument();
    expect(screen.getByLabelText('Panel name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Your panel' })).toBeInTheDocument();
  });

  it('keeps what was typed when going back', async () => {
    const user = await fillBothSteps();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Panel name')).toHaveValue('Pixel Hosting');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Username')).toHaveValue('Olive Owner');
  });

  it('explains that the panel is already configured (409) and signs nobody in', async () => {
    const user = await fillBothSteps();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already been configured');
    expect(screen.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the server’s reason for a refused account', async () => {
    db.config.awaitingConfiguration = true;
    const user = userEvent.setup();
    render(<SetupWizard />);
    await user.type(screen.getByLabelText('Panel name'), 'Pixel Hosting');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Username'), 'Ada Again');
    await user.type(screen.getByLabelText('Email'), 'admin@panel.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse 42');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse 42');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(db.config.awaitingConfiguration).toBe(true);
  });

  it('after an instance reset, asks for the reset’s configuration code and finishes with it', async () => {
    const code = resetInstance('u-admin');
    const user = await fillBothSteps();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText(/This panel was reset/)).toBeInTheDocument();
    const field = screen.getByLabelText('Configuration code');
    await vi.waitFor(() => expect(field).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText('Enter the configuration code.')).toBeInTheDocument();

    await user.type(field, 'not-the-code');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText(/not the configuration code of the reset/)).toBeInTheDocument();
    expect(db.config.awaitingConfiguration).toBe(true);

    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await vi.waitFor(() => expect(sessionStore.getState().token).not.toBeNull());
    expect(db.config.awaitingConfiguration).toBe(false);
  });
});
