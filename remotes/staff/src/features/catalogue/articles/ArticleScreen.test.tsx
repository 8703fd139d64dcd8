import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin } from '../test-utils/render-as-admin';
import { ArticleScreen } from './ArticleScreen';

installMockApi();

afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

const open = (id: string) => renderAsAdmin('/staff/articles/:id', `/staff/articles/${id}`, <ArticleScreen />);

describe('ArticleScreen', () => {
  it('makes the slug from the title, previews the markdown sanitised, and creates the article', async () => {
    const user = userEvent.setup();
    open('new');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Hello World!');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue('hello-world');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), '**bold** <img src=x onerror="alert(1)">');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(preview.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.domain.articles.some((article) => article.slug === 'hello-world')).toBe(true));
    const created = db.domain.articles.find((article) => article.slug === 'hello-world');
    expect(created).toMatchObject({ title: 'Hello World!', author: expect.any(String) as string });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/staff/articles/${created?._id}`));
  });

  it('stops following the title once the slug is typed, and shows the API’s refusal on the Slug field keeping what was typed', async () => {
    const user = userEvent.setup();
    const taken = db.domain.articles[0]!.slug;
    const before = db.domain.articles.length;
    open('new');
    await user.type(screen.getByRole('textbox', { name: /Slug/ }), taken);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Another title');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue(taken);
    await user.type(screen.getByRole('textbox', { name: /Content/ }), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAccessibleErrorMessage('is already used by another article'));
    expect(screen.getByRole('textbox', { name: /Content/ })).toHaveValue('Text');
    expect(db.domain.articles).toHaveLength(before);
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const before = db.domain.articles.length;
    open('new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAccessibleErrorMessage('Required.');
    expect(screen.getByRole('textbox', { name: /Content/ })).toHaveAccessibleErrorMessage('Required.');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Fixed');
    expect(screen.getByRole('textbox', { name: /Title/ })).not.toHaveAccessibleErrorMessage();
    expect(db.domain.articles).toHaveLength(before);
  });

  it('says there is no such article, with the way back', async () => {
    open('000000000000000000000000');
    expect(await screen.findByText('There is no such record. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/staff/articles');
  });
});
