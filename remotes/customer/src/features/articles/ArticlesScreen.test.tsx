import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, installContentMockApi, renderScreen, signInAs } from '../../test-utils/content-mock-api';
import { ArticlesScreen } from './ArticlesScreen';

const { server } = installContentMockApi();
const renderArticles = (path = '/articles') => renderScreen(<ArticlesScreen />, { path, pattern: '/articles' });
const articleLinks = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('ArticlesScreen', () => {
  it('lists the published articles, newest first, each a link named by its title, with author and date', async () => {
    signInAs('customer');
    renderArticles();
    expect(await screen.findByRole('link', { name: 'Earning and spending coins' })).toHaveAttribute('href', '/articles/coins');
    expect(articleLinks()).toEqual(['Earning and spending coins', 'Welcome to Nebula Hosting']);
    expect(screen.getByRole('article', { name: 'Welcome to Nebula Hosting' })).toHaveTextContent(`By ${db.users.get('u-admin')?.username}`);
    expect(screen.getByRole('status')).toHaveTextContent('2 articles');
  });

  it('filters by title and text as one types, and says when nothing matches', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderArticles();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'frankfurt');
    await waitFor(() => expect(articleLinks()).toEqual(['Earning and spending coins']));
    expect(screen.getByRole('status')).toHaveTextContent('1 article');
    await user.clear(search);
    await user.type(search, 'welcome');
    await waitFor(() => expect(articleLinks()).toEqual(['Welcome to Nebula Hosting']));
    await user.type(search, ' dragons');
    expect(await screen.findByText('No article matches “welcome dragons”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(articleLinks()).toHaveLength(2));
    expect(search).toHaveValue('');
  });

  it('starts from the search in the address', async () => {
    signInAs('customer');
    renderArticles('/articles?q=coins');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('coins');
    await waitFor(() => expect(articleLinks()).toEqual(['Earning and spending coins']));
  });

  it('says when there is no article yet', async () => {
    signInAs('customer');
    db.domain.articles = [];
    renderArticles();
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says why the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    server.use(http.get('*/api/articles', () => HttpResponse.json({ message: 'The article store is down' }, { status: 503 }), { once: true }));
    renderArticles();
    expect(await screen.findByRole('heading', { name: 'The articles could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('The article store is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Earning and spending coins' })).toBeInTheDocument();
  });
});
