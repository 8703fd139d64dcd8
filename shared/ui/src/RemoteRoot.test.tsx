import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { language, loadLanguage, registerMessages, useT, type Messages } from './i18n/i18n';
import { RemoteRoot } from './RemoteRoot';

function Heading() {
  const t = useT('remote-root-test');
  return <h1>{t('title')}</h1>;
}

const renderRemote = () =>
  render(
    <Suspense fallback={<p>Loading the remote</p>}>
      <RemoteRoot name="billing">
        <Heading />
      </RemoteRoot>
    </Suspense>,
  );

describe('RemoteRoot', () => {
  it('for a French reader, renders nothing of the remote until its French messages are there', async () => {
    language.set('fr');
    let arrive!: () => void;
    const loader = vi.fn(() => new Promise<{ default: Messages }>((resolve) => (arrive = () => resolve({ default: { title: 'Facture' } }))));
    registerMessages('remote-root-test', { en: { title: 'Invoice' }, fr: loader });

    await act(async () => {
      renderRemote();
    });
    expect(screen.getByText('Loading the remote')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invoice' })).not.toBeInTheDocument();

    await act(async () => {
      arrive();
      await loadLanguage('fr');
    });
    expect(screen.getByRole('heading', { name: 'Facture' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    language.set('en');
  });

  it('renders at once for an English reader', () => {
    renderRemote();
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
  });
});
